export { BottomNav, type BottomNavLinkProps, type BottomNavProps, type BottomNavSection } from './BottomNav';
export { clearOfBottomNav } from './BottomNav.styles';

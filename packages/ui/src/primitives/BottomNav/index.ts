export { BottomNav, type BottomNavLinkProps, type BottomNavProps, type BottomNavSection } from './BottomNav';

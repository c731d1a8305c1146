import type { BottomNavLinkProps } from '@prospect/ui';
import { Link } from 'react-router';

/** The design system's links, routed without a page load. */
export function AppLink({ href, ...rest }: BottomNavLinkProps) {
  return <Link to={href} {...rest} />;
}

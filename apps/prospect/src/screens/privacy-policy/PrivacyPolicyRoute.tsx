import { type BottomNavLinkProps, PrivacyPolicy, t } from '@prospect/ui';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RouteHandle } from '../../shell/route-handles';

export const handle: RouteHandle = { title: () => t('common.privacyPolicy') };

/**
 * 'Retour': back to the page the visitor came from within the site (the login or registration form,
 * as they left it); opened directly, to /auth, which sends a signed-in user on to the dashboard.
 */
function BackLink({ href, ...rest }: BottomNavLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const cameFromSite = location.key !== 'default';
  return (
    <Link
      to={href}
      onClick={(event) => {
        if (!cameFromSite) return;
        event.preventDefault();
        navigate(-1);
      }}
      {...rest}
    />
  );
}

export function Component() {
  return <PrivacyPolicy LinkComponent={BackLink} />;
}

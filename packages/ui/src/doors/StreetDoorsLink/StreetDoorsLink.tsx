import { formatCount, t } from '../../i18n';
import { VisuallyHidden } from '../../layout';
import { type AppLinkComponent, PlainLink } from '../../primitives/AppLink';
import { Count, LinkBox } from './StreetDoorsLink.styles';
import '../../i18n/messages/doors';

export interface StreetDoorsLinkProps {
  /**
   * Whether the server has the doors extension. False or unknown yet: nothing is rendered, so a
   * server without it shows the street row exactly as the spec's app does.
   */
  supported: boolean | undefined;
  /** The street's doors screen. */
  href: string;
  /** Names the link for screen readers: « Portes de {street} ». */
  streetName: string;
  /** « 31 / 52 » when the street's doors are known. */
  progress?: { visited: number; total: number } | null | undefined;
  /** The app's router link; a plain link by default. */
  LinkComponent?: AppLinkComponent | undefined;
}

/** « Portes 31 / 52 »: the way from a street's row to its doors, when the server has them. */
export function StreetDoorsLink({
  supported,
  href,
  streetName,
  progress,
  LinkComponent = PlainLink,
}: StreetDoorsLinkProps) {
  if (!supported) return null;
  return (
    <LinkBox>
      <LinkComponent href={href}>
        <span aria-hidden="true">{t('doors.link')}</span>
        <VisuallyHidden>{t('doors.link.label', { street: streetName })}</VisuallyHidden>
        {progress ? (
          <Count>
            {t('doors.link.count', {
              visited: formatCount(progress.visited),
              total: formatCount(progress.total),
            })}
          </Count>
        ) : null}
      </LinkComponent>
    </LinkBox>
  );
}

import { useMemo, useState } from 'react';
import { VisuallyHidden } from '../../layout';
import { LocationIcon } from '../../primitives/icons';
import type { PositionFix } from '../geolocation';
import { Line } from './PositionLine.styles';
import { type PlacedSector, whereAmI, whereAmIAnnouncementKey, whereAmIText } from './where-am-i';

export interface PositionLineProps {
  /** The agent's position, once shared and found. */
  fix: PositionFix | null;
  sectors: readonly PlacedSector[];
}

/**
 * « Vous êtes dans le secteur », « À 350 m du secteur », « Position imprécise (± 120 m) » under the
 * map. The line follows every position; screen readers hear it only when the state or the sector
 * changes, not each time the metres tick down.
 */
export function PositionLine({ fix, sectors }: PositionLineProps) {
  const where = useMemo(() => (fix ? whereAmI(fix, sectors) : null), [fix, sectors]);
  const text = where ? whereAmIText(where) : null;
  const key = whereAmIAnnouncementKey(where);
  const [announced, setAnnounced] = useState({ key: '', text: '' });
  // Set while rendering (React's way to follow a value): the status region gets its text in the same
  // commit as the line, with no effect and no second paint.
  if (announced.key !== key) setAnnounced({ key, text: text ?? '' });
  return (
    <>
      {text && where ? (
        <Line data-kind={where.kind}>
          <LocationIcon />
          {text}
        </Line>
      ) : null}
      {/* Mounted before the first position, so its first text is announced. */}
      <VisuallyHidden role="status">{announced.text}</VisuallyHidden>
    </>
  );
}

import { useTheme } from 'styled-components';
import { SHEET_MAP_HEIGHT, SHEET_MAP_WIDTH, type SheetMapDrawing } from './sheet-map';

const MARKER_RADIUS = 17;

/**
 * The sector drawn from its coordinates, with its notes as numbered pins: no tiles, so it prints the
 * same offline, sharp at any printer resolution, and in black and white.
 */
export function SheetMap({ drawing, label }: { drawing: SheetMapDrawing; label: string }) {
  const { colors } = useTheme();
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${SHEET_MAP_WIDTH} ${SHEET_MAP_HEIGHT}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      {drawing.paths.map((path) => (
        <path
          key={path}
          d={path}
          fill={colors.surfaceAlt}
          fillRule="evenodd"
          stroke={colors.text}
          strokeWidth={4}
          strokeLinejoin="round"
        />
      ))}
      {drawing.markers.map(({ number, x, y }) => (
        <g key={number} transform={`translate(${x} ${y})`}>
          <circle r={MARKER_RADIUS} fill={colors.surface} stroke={colors.text} strokeWidth={3} />
          <text
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={20}
            fontWeight="bold"
            fill={colors.text}
          >
            {number}
          </text>
        </g>
      ))}
    </svg>
  );
}

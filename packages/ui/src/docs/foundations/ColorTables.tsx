import {
  categoryColors,
  colors,
  mapStatusColors,
  radii,
  sectorStatusColors,
  space,
} from '../../theme/tokens';
import { contrastRatio, formatRatio, NON_TEXT_MINIMUM, TEXT_MINIMUM } from '../contrast';
import { Code, Swatch, tableStyle } from '../doc-styles';
import { type ColorUse, colorUses } from './color-usage';

interface Pair {
  foreground: string;
  background: string;
  /** The token name of the other colour, as the designer looks it up. */
  otherName: string;
  /** Undefined for a decorative line: the ratio is shown, with no verdict. */
  minimum: number | undefined;
}

/** One ratio with its verdict in words, so the result does not rest on a colour either. */
function Ratio({ foreground, background, otherName, minimum }: Pair) {
  const ratio = contrastRatio(foreground, background);
  if (minimum === undefined) {
    return (
      <li>
        {formatRatio(ratio)} avec <Code>{otherName}</Code> (décoratif, sans seuil)
      </li>
    );
  }
  const passes = ratio >= minimum;
  return (
    <li>
      {passes ? '✓' : '✗'} {formatRatio(ratio)} avec <Code>{otherName}</Code>
      {passes ? '' : ` (sous ${formatRatio(minimum)})`}
    </li>
  );
}

const minimumFor = { text: TEXT_MINIMUM, nonText: NON_TEXT_MINIMUM, decorative: undefined } as const;

function pairsOf(use: ColorUse): Pair[] {
  const own = colors[use.token];
  return use.against.map((other) =>
    use.kind === 'background'
      ? { foreground: colors[other], background: own, otherName: other, minimum: TEXT_MINIMUM }
      : {
          foreground: own,
          background: colors[other],
          otherName: other,
          minimum: minimumFor[use.kind],
        },
  );
}

const kindLabel = {
  text: 'texte (4,5:1)',
  nonText: 'bord, icône (3:1)',
  background: 'fond (4,5:1)',
  decorative: 'décoratif',
} as const;

/** The theme's palette: token, hex, where it is used, and its computed contrast with what it meets. */
export function ColorPalette() {
  return (
    <table style={tableStyle}>
      <caption>Couleurs du thème (theme.colors)</caption>
      <thead>
        <tr>
          <th scope="col">Aperçu</th>
          <th scope="col">Jeton</th>
          <th scope="col">Hex</th>
          <th scope="col">Usage</th>
          <th scope="col">Contraste</th>
        </tr>
      </thead>
      <tbody>
        {colorUses.map((use) => (
          <tr key={use.token}>
            <td>
              <Swatch color={colors[use.token]} />
            </td>
            <td>
              <Code>colors.{use.token}</Code>
            </td>
            <td>
              <Code>{colors[use.token]}</Code>
            </td>
            <td>
              {use.role}
              <br />
              <small>{kindLabel[use.kind]}</small>
            </td>
            <td>
              <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                {pairsOf(use).map((pair) => (
                  <Ratio key={pair.otherName} {...pair} />
                ))}
              </ul>
            </td>
          </tr>
        ))}
        <tr>
          <td>
            <Swatch color={colors.overlay} />
          </td>
          <td>
            <Code>colors.overlay</Code>
          </td>
          <td>
            <Code>{colors.overlay}</Code>
          </td>
          <td>Voile derrière les fenêtres</td>
          <td>translucide, sans texte</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Status and category palettes: each text on its own tint, each edge on the white card. */
export function StatusPalettes() {
  const tinted = [
    ...Object.entries(sectorStatusColors).map(([name, palette]) => ({
      name: `sectorStatusColors.${name}`,
      ...palette,
    })),
    ...Object.entries(categoryColors).map(([name, palette]) => ({
      name: `categoryColors.${name}`,
      ...palette,
    })),
  ];
  return (
    <>
      <table style={tableStyle}>
        <caption>Statuts de secteur et catégories</caption>
        <thead>
          <tr>
            <th scope="col">Jeton</th>
            <th scope="col">Exemple</th>
            <th scope="col">Hex (texte, fond, bord)</th>
            <th scope="col">Contraste</th>
          </tr>
        </thead>
        <tbody>
          {tinted.map((palette) => (
            <tr key={palette.name}>
              <td>
                <Code>{palette.name}</Code>
              </td>
              <td>
                <span
                  style={{
                    color: palette.fg,
                    background: palette.bg,
                    border: 'border' in palette ? `2px solid ${palette.border}` : undefined,
                    padding: `${space.xxs} ${space.sm}`,
                    borderRadius: radii.pill,
                    whiteSpace: 'nowrap',
                  }}
                >
                  Secteur N°12
                </span>
              </td>
              <td>
                <Code>
                  {[palette.fg, palette.bg, 'border' in palette ? palette.border : '']
                    .filter(Boolean)
                    .join(', ')}
                </Code>
              </td>
              <td>
                <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                  <Ratio
                    foreground={palette.fg}
                    background={palette.bg}
                    otherName={`${palette.name}.bg`}
                    minimum={TEXT_MINIMUM}
                  />
                  {'border' in palette && (
                    <Ratio
                      foreground={palette.border}
                      background={colors.surface}
                      otherName="colors.surface (bord)"
                      minimum={NON_TEXT_MINIMUM}
                    />
                  )}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={tableStyle}>
        <caption>Polygones de la carte (mapStatusColors)</caption>
        <thead>
          <tr>
            <th scope="col">Aperçu</th>
            <th scope="col">Jeton</th>
            <th scope="col">Hex</th>
            <th scope="col">Contraste du trait</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(mapStatusColors).map(([name, hex]) => (
            <tr key={name}>
              <td>
                <Swatch color={hex} />
              </td>
              <td>
                <Code>mapStatusColors.{name}</Code>
              </td>
              <td>
                <Code>{hex}</Code>
              </td>
              <td>
                <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                  <Ratio
                    foreground={hex}
                    background={colors.surface}
                    otherName="colors.surface"
                    minimum={NON_TEXT_MINIMUM}
                  />
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

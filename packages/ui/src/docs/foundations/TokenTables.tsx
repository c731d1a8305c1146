import type { ReactNode } from 'react';
import {
  breakpoints,
  colors,
  fontSizes,
  fonts,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
} from '../../theme/tokens';
import '../../theme/fonts';
import { Code, tableStyle } from '../doc-styles';

const specimen = 'Secteur N°12, rue des Lilas';

/** The type scale: every size of the theme set in the interface font, at the body line height. */
export function TypeScale() {
  return (
    <table style={tableStyle}>
      <caption>Tailles (fontSizes), police {fonts.body}</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Taille</th>
          <th scope="col">Exemple</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontSizes).map(([name, size]) => (
          <tr key={name}>
            <td>
              <Code>fontSizes.{name}</Code>
            </td>
            <td>
              <Code>{size}</Code>
            </td>
            <td style={{ fontFamily: fonts.body, fontSize: size, lineHeight: lineHeights.body }}>
              {specimen}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FontWeights() {
  return (
    <table style={tableStyle}>
      <caption>Graisses (fontWeights) et interlignes (lineHeights)</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Valeur</th>
          <th scope="col">Exemple</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontWeights).map(([name, weight]) => (
          <tr key={name}>
            <td>
              <Code>fontWeights.{name}</Code>
            </td>
            <td>
              <Code>{weight}</Code>
            </td>
            <td style={{ fontFamily: fonts.body, fontWeight: weight, fontSize: fontSizes.md }}>{specimen}</td>
          </tr>
        ))}
        {Object.entries(lineHeights).map(([name, height]) => (
          <tr key={name}>
            <td>
              <Code>lineHeights.{name}</Code>
            </td>
            <td>
              <Code>{height}</Code>
            </td>
            <td
              style={{
                fontFamily: fonts.body,
                lineHeight: height,
                fontSize: fontSizes.md,
                maxWidth: sizes.zoneTile,
              }}
            >
              {specimen}, {specimen.toLowerCase()}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spacing steps drawn as bars of their own length. */
export function SpacingScale() {
  return (
    <table style={tableStyle}>
      <caption>Espacements (space)</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Valeur</th>
          <th scope="col">Aperçu</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <td>
              <Code>space.{name}</Code>
            </td>
            <td>
              <Code>{value}</Code>
            </td>
            <td>
              <span
                aria-hidden="true"
                style={{ display: 'block', width: value, height: space.lg, background: colors.brand }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiusScale() {
  return (
    <table style={tableStyle}>
      <caption>Rayons (radii)</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Valeur</th>
          <th scope="col">Aperçu</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(radii).map(([name, value]) => (
          <tr key={name}>
            <td>
              <Code>radii.{name}</Code>
            </td>
            <td>
              <Code>{value}</Code>
            </td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: space.xxxl,
                  height: space.xxxl,
                  borderRadius: value,
                  border: `2px solid ${colors.borderStrong}`,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShadowScale() {
  return (
    <table style={tableStyle}>
      <caption>Ombres (shadows)</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Valeur</th>
          <th scope="col">Aperçu</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(shadows).map(([name, value]) => (
          <tr key={name}>
            <td>
              <Code>shadows.{name}</Code>
            </td>
            <td>
              <Code>{value}</Code>
            </td>
            <td style={{ padding: space.xl }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: sizes.zoneTile,
                  height: space.xxxl,
                  borderRadius: radii.md,
                  background: colors.surface,
                  boxShadow: value,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each breakpoint switches, for designers. */
const breakpointEffects: Record<keyof typeof breakpoints, (value: number) => ReactNode> = {
  narrow: (value) => (
    <>
      Sous {value} px (un téléphone zoomé, 195 px à 200 %) : les éléments côte à côte passent l'un sous
      l'autre et la barre de navigation suit la page au lieu d'en rester au bas (
      <Code>{`@media (max-width: ${value - 0.02}px)`}</Code>).
    </>
  ),
  desktop: (value) => (
    <>
      Sous {value} px : mise en page téléphone. À {value} px et plus : mise en page ordinateur (
      <Code>{`@media (min-width: ${value}px)`}</Code>).
    </>
  ),
};

/** The breakpoints and the fixed sizes the layouts are built on. */
export function LayoutSizes() {
  return (
    <>
      <table style={tableStyle}>
        <caption>Points de rupture (breakpoints)</caption>
        <thead>
          <tr>
            <th scope="col">Jeton</th>
            <th scope="col">Valeur</th>
            <th scope="col">Effet</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(breakpoints).map(([name, value]) => (
            <tr key={name}>
              <td>
                <Code>breakpoints.{name}</Code>
              </td>
              <td>
                <Code>{value}px</Code>
              </td>
              <td>{breakpointEffects[name as keyof typeof breakpoints](value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={tableStyle}>
        <caption>Tailles fixes (sizes)</caption>
        <thead>
          <tr>
            <th scope="col">Jeton</th>
            <th scope="col">Valeur</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(sizes).map(([name, value]) => (
            <tr key={name}>
              <td>
                <Code>sizes.{name}</Code>
              </td>
              <td>
                <Code>{value}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

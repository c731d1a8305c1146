import { css, type DefaultTheme } from 'styled-components';

/** A spacing token name: the gap between a Stack's or a Cluster's children. */
export type Gap = keyof DefaultTheme['space'];

/**
 * One `&[data-gap='…']` rule per spacing token, written once per theme: the gap is a data attribute
 * (CONVENTIONS.md, variants) rather than an interpolation that makes a class per value and render.
 */
export const gapRules = css`
  ${({ theme }) =>
    Object.entries(theme.space)
      .map(([name, value]) => `&[data-gap='${name}'] { gap: ${value}; }`)
      .join('\n')}
`;

/** A list laid out by a Stack or a Cluster reads as a plain list: no bullets, no indent. */
export const listReset = css`
  &:is(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

import { describe, expect, it } from 'vitest';
import { colors } from '../../theme/tokens';
import { colorUses } from './color-usage';

describe('the colour page', () => {
  // The overlay is a translucent veil over the page, never text nor an edge: it has no ratio to show.
  const opaque = Object.keys(colors).filter((name) => name !== 'overlay');

  it('says where every opaque colour of the theme is used, so none appears without its contrast', () => {
    const documented = colorUses.map((use) => use.token);
    expect(opaque.filter((name) => !documented.includes(name as never))).toEqual([]);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });
});

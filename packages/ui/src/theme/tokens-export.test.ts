import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_COMMAND, parseColor, tokenFiles, tokenFilesDir } from '../../scripts/export-tokens';
import { colors, space } from './tokens';

describe('the tokens exported for design tools', () => {
  // Designers import these files; a token changed in tokens.ts must reach them in the same commit.
  it.for(Object.entries(tokenFiles()))('%s matches tokens.ts', ([name, expected]) => {
    const committed = readFileSync(path.join(tokenFilesDir, name), 'utf8');
    expect(
      committed === expected,
      `packages/ui/tokens/${name} is out of date: run \`${EXPORT_COMMAND}\``,
    ).toBe(true);
  });

  it('writes colours and dimensions as the format defines them', () => {
    const json = JSON.parse(tokenFiles()['prospect.tokens.json'] ?? '{}');
    expect(json.color.brand).toEqual({
      $type: 'color',
      $value: { colorSpace: 'srgb', components: [0.1137, 0.3059, 0.8471], hex: colors.brand },
    });
    expect(json.space.lg).toEqual({ $type: 'dimension', $value: { value: 16, unit: 'px' } });
    expect(tokenFiles()['prospect.css']).toContain(`--prospect-space-lg: ${space.lg};`);
  });

  it('keeps the transparency of an rgba colour', () => {
    expect(parseColor('rgba(17, 24, 39, 0.55)')).toEqual({
      colorSpace: 'srgb',
      components: [0.0667, 0.0941, 0.1529],
      alpha: 0.55,
      hex: '#111827',
    });
  });
});

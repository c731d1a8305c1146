import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { latinCharacters, latinUnicodeRange } from './range';

const here = import.meta.dirname;
const messagesDir = path.join(here, '../../i18n/messages');

describe('the interface font', () => {
  it('declares in its style sheet the very range its file is made with', () => {
    // Whitespace as the formatter lays it out does not matter.
    const css = readFileSync(path.join(here, 'interface-font.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain(`unicode-range: ${latinUnicodeRange()};`);
  });

  it('holds every character of the French catalogue, so no message falls back to another font', () => {
    const covered = new Set(latinCharacters());
    const used = new Set(
      readdirSync(messagesDir)
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) => [...readFileSync(path.join(messagesDir, file), 'utf8')]),
    );
    const missing = [...used].filter((char) => char >= ' ' && !covered.has(char));
    expect(missing).toEqual([]);
  });

  // Not Ÿ (L'HAŸ-LES-ROSES): Fontsource files it with Latin Extended, and a range must not promise a glyph
  // the file lacks; the browser draws it in the next font of the stack.
  it('covers French beyond the catalogue: every accented letter, œ, the quotes and the narrow space of numbers', () => {
    const covered = new Set(latinCharacters());
    for (const char of 'àâäçéèêëîïôöùûüÿÀÂÄÇÉÈÊËÎÏÔÖÙÛÜœŒ«»’…€\u202f\u00a0') expect(covered).toContain(char);
  });
});

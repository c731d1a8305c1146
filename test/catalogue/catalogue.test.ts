import { existsSync, readFileSync } from 'node:fs';
import { fr } from '@prospect/ui/i18n';
import { describe, expect, it } from 'vitest';
import { storyTextsFile } from '../browser';

// Runs after the storybook project, which records the text each story showed.
const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u2019/g, "'")
    .replace(/\s+/g, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with placeholders matches any filled-in text in their place. */
export function messagePattern(message: string): RegExp {
  const parts = normalise(message)
    .split(/\{\w+\}/)
    .map(escapeRegExp);
  return new RegExp(parts.join('.+?'));
}

describe('the French catalogue', () => {
  it('has every entry shown by at least one story', () => {
    expect(existsSync(storyTextsFile), 'run the storybook project first (npm test does)').toBe(true);
    const shown = normalise(
      readFileSync(storyTextsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { text: string }).text)
        .join('\n'),
    );
    const missing = Object.entries(fr)
      .filter(([, message]) => !messagePattern(message).test(shown))
      .map(([key, message]) => `${key}: ${message}`);
    expect(missing).toEqual([]);
  });
});

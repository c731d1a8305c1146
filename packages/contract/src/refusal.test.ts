import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { zoneReader } from './entities/zone';
import { describeRefusal } from './refusal';

const refusal = (answer: unknown, most?: number) => {
  const parsed = v.safeParse(v.array(zoneReader), answer);
  if (parsed.success) throw new Error('expected a refusal');
  return describeRefusal(parsed.issues, most);
};

describe('describeRefusal', () => {
  it('names each refused field by its path', () => {
    expect(
      refusal([
        { id: 1, name: 'A' },
        { id: -1, name: 'B' },
      ]),
    ).toMatch(/^1\.id: /);
    expect(refusal('nope')).toMatch(/^\(answer\): /);
  });

  it('shows the first few and counts the rest', () => {
    const bad = Array.from({ length: 4 }, () => ({ id: 0 }));
    expect(refusal(bad, 2)).toMatch(/^0\.id: .*; 1\.id: .*; and 2 more$/);
  });
});

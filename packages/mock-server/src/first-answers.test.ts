import { describe, expect, it } from 'vitest';
import {
  FIRST_ANSWERS_KEY,
  type FirstAnswer,
  findFirstAnswer,
  MAX_FIRST_ANSWER_CHARS,
  MAX_FIRST_ANSWERS,
  readFirstAnswers,
  withAnswer,
  withoutAccount,
  writeFirstAnswers,
} from './first-answers';

const NOW = Date.UTC(2026, 10, 29, 8);
const answer = (url: string, authorization = 'Bearer a', body = '{}', until = NOW + 60_000): FirstAnswer => ({
  url,
  authorization,
  body,
  until,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the demo’s first answers', () => {
  it('finds a read only at its very address, with its very token, while the token lives', () => {
    const kept = [answer('https://demo/api/accounts/zones/', 'Bearer a', '[1]')];
    expect(findFirstAnswer(kept, 'https://demo/api/accounts/zones/', 'Bearer a', NOW)?.body).toBe('[1]');
    expect(findFirstAnswer(kept, 'https://demo/api/accounts/zones/?page=2', 'Bearer a', NOW)).toBeUndefined();
    expect(findFirstAnswer(kept, 'https://demo/api/accounts/zones/', 'Bearer b', NOW)).toBeUndefined();
    expect(findFirstAnswer(kept, 'https://demo/api/accounts/zones/', null, NOW)).toBeUndefined();
    expect(
      findFirstAnswer(kept, 'https://demo/api/accounts/zones/', 'Bearer a', NOW + 60_000),
    ).toBeUndefined();
  });

  it('keeps the newest answer of a read, and the newest reads only', () => {
    let kept = withAnswer([], answer('/a', 'Bearer a', 'old'));
    kept = withAnswer(kept, answer('/a', 'Bearer a', 'new'));
    expect(kept.map(({ body }) => body)).toEqual(['new']);
    for (let n = 0; n < MAX_FIRST_ANSWERS + 5; n += 1) kept = withAnswer(kept, answer(`/read/${n}`));
    expect(kept).toHaveLength(MAX_FIRST_ANSWERS);
    expect(kept.at(-1)?.url).toBe(`/read/${MAX_FIRST_ANSWERS + 4}`);
    expect(kept.some(({ url }) => url === '/a')).toBe(false);
  });

  it('does not keep a long answer, and forgets the shorter one it replaces', () => {
    const kept = withAnswer(
      [answer('/a', 'Bearer a', 'short')],
      answer('/a', 'Bearer a', 'x'.repeat(MAX_FIRST_ANSWER_CHARS + 1)),
    );
    expect(kept).toEqual([]);
  });

  it('forgets one account’s answers', () => {
    const kept = [answer('/a', 'Bearer a'), answer('/a', 'Bearer b')];
    expect(withoutAccount(kept, 'Bearer a')).toEqual([answer('/a', 'Bearer b')]);
  });

  it('reads back what it wrote, and nothing from a damaged or foreign copy', () => {
    const storage = memoryStorage();
    writeFirstAnswers(storage, [answer('/a')]);
    expect(readFirstAnswers(storage)).toEqual([answer('/a')]);
    for (const damaged of [
      'not json',
      'null',
      '{"version":2,"answers":[]}',
      '{"version":1,"answers":{}}',
      '{"version":1,"answers":[{"url":"/a","authorization":"","body":"{}","until":1}]}',
      '{"version":1,"answers":[{"url":"/a","authorization":"Bearer a","body":{},"until":1}]}',
    ]) {
      expect(readFirstAnswers(memoryStorage({ [FIRST_ANSWERS_KEY]: damaged }))).toEqual([]);
    }
  });
});

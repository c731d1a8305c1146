import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

// docs/api-contract.md is the one page of answer shapes for backend teams; the table of endpoints is
// the code's. This holds the page to the table, so neither lists a call the other lacks.
const page = readFileSync(new URL('../../../docs/api-contract.md', import.meta.url), 'utf8');

/** "METHOD /path/" of each table row of the page, its query string left out. */
const documented = [...page.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) (\/\S+?)(?:\?\S*)? \|/gm)].map(
  ([, method, path]) => `${method} ${path}`,
);

describe('docs/api-contract.md', () => {
  it('documents every call of the contract once, and nothing else', () => {
    const calls = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect([...documented].sort()).toEqual([...calls].sort());
  });

  it('marks each optional extension as optional', () => {
    const optional = Object.values(endpoints).filter(
      (endpoint) => 'optional' in endpoint && endpoint.optional,
    );
    for (const { method, path } of optional) {
      const row = page.split('\n').find((line) => line.startsWith(`| ${method} ${path} |`));
      expect(row, `${method} ${path}`).toMatch(/optional/i);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The demo build global-setup.ts made (unless the journeys run against a demo served elsewhere): its
// backend chunk leaves out what the mock's libraries bring and the demo never runs (src/demo/trims).
const dist = path.resolve(import.meta.dirname, '../dist/assets');
const external = Boolean(process.env.E2E_APP_URL);

describe.skipIf(external)('the demo build', () => {
  const scripts = readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(dist, name), 'utf8'));

  it('holds its mock backend', () => {
    expect(scripts.some((code) => code.includes('mockServiceWorker.js'))).toBe(true);
  });

  it.each([
    ['the public suffix list (tldts)', 'kommunalforbund'],
    ["graphql's type system", 'GraphQLInputObjectType'],
    ["graphql's parser", 'Syntax Error: Unexpected'],
    ['the whole of lodash', 'isPlainObject'],
    ['the whole of date-fns 2', 'Starting with v2.0.0-beta.1'],
  ])('leaves out %s', (_, marker) => {
    expect(scripts.filter((code) => code.includes(marker))).toHaveLength(0);
  });
});

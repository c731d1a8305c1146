import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from './cli';
import { DJANGO_SPEC_HEADERS } from './cors';

describe('parseCliArgs', () => {
  it('reads every option; origins repeat or come as a comma list', () => {
    const options = parseCliArgs([
      '--port=9000',
      '--host',
      '0.0.0.0',
      '--origin',
      'http://a.test, http://b.test/',
      '--origin=http://c.test',
      '--latency',
      '250',
      '--persist',
      'data/mock.json',
      '--paginate',
      '2',
      '--plain-drf',
      '--spec-cors-headers',
      '--without-doors',
      '--quiet',
    ]);
    expect(options).toEqual({
      port: 9000,
      host: '0.0.0.0',
      origins: ['http://a.test', 'http://b.test', 'http://c.test'],
      latencyMs: 250,
      persistFile: 'data/mock.json',
      paginate: 2,
      plainDrf: true,
      allowedHeaders: DJANGO_SPEC_HEADERS,
      doors: false,
      log: undefined,
    });
  });

  it('leaves what is not given to the server’s defaults, and logs requests unless quiet', () => {
    const options = parseCliArgs([]);
    expect(options).toMatchObject({
      port: undefined,
      origins: undefined,
      paginate: undefined,
      plainDrf: false,
      allowedHeaders: undefined,
      doors: undefined,
    });
    expect(options !== 'help' && typeof options.log).toBe('function');
    expect(parseCliArgs(['--help'])).toBe('help');
    expect(parseCliArgs(['--', '--paginate', '3'])).toMatchObject({ paginate: 3 });
  });

  it('refuses unknown options and numbers that are not whole', () => {
    expect(() => parseCliArgs(['--prot', '9000'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--paginate', '0'])).toThrow(/--paginate/);
    expect(() => parseCliArgs(['--latency', '-5'])).toThrow(UsageError);
  });
});

import { describe, expect, it } from 'vitest';
import { loadState } from './load-state';

const failure = { kind: 'network', status: null };

describe('loadState', () => {
  it('is loading before any answer', () => {
    expect(loadState({})).toEqual({ status: 'loading' });
    expect(loadState({ data: undefined, error: undefined })).toEqual({ status: 'loading' });
  });

  it('is an error when the read failed with nothing to show', () => {
    expect(loadState({ error: failure })).toEqual({ status: 'error', error: failure });
  });

  it('keeps showing the data when a later refresh failed (or offline, what the device kept)', () => {
    expect(loadState({ data: [1, 2], error: failure })).toEqual({ status: 'ready', data: [1, 2] });
  });

  it('counts an empty or null answer as data, not as loading', () => {
    expect(loadState({ data: [] })).toEqual({ status: 'ready', data: [] });
    expect(loadState({ data: null })).toEqual({ status: 'ready', data: null });
  });
});

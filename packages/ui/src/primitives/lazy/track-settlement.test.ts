import { describe, expect, it } from 'vitest';
import { settledValue, trackSettlement } from './track-settlement';

describe('trackSettlement', () => {
  it('marks the same promise pending, then with what it fulfilled with', async () => {
    let resolve = (_value: string) => {};
    const promise = new Promise<string>((settle) => {
      resolve = settle;
    });
    expect(trackSettlement(promise)).toBe(promise);
    expect((promise as { status?: string }).status).toBe('pending');
    expect(settledValue(promise)).toBeUndefined();
    resolve('module');
    await promise;
    expect(settledValue(promise)).toBe('module');
  });

  it('marks a failure with its reason, and handles the rejection', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const promise = Promise.reject(error);
    trackSettlement(promise);
    await promise.catch(() => undefined);
    expect((promise as { status?: string; reason?: unknown }).status).toBe('rejected');
    expect((promise as { reason?: unknown }).reason).toBe(error);
    expect(settledValue(promise)).toBeUndefined();
  });

  it('leaves a promise React or a caller has already marked as it is', () => {
    const promise = Object.assign(Promise.resolve(1), { status: 'fulfilled', value: 1 });
    trackSettlement(promise);
    expect(promise.status).toBe('fulfilled');
    expect(settledValue(promise)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { Street } from '../types';
import { nextStatus, type PendingToggle, shownStatus } from './streetStatusOverrides';

const street: Street = { id: 1, name: 'Avenue de Gaulle', status: 'pending' };

describe('the status a street checkbox shows', () => {
  it('is the server status without a change in flight', () => {
    expect(shownStatus(street, new Map())).toBe('pending');
  });

  it('is the user change while it travels', () => {
    const pending = new Map<number, PendingToggle>([[1, { from: 'pending', to: 'done' }]]);
    expect(shownStatus(street, pending)).toBe('done');
  });

  it('follows the server again once the props changed', () => {
    const pending = new Map<number, PendingToggle>([[1, { from: 'pending', to: 'done' }]]);
    expect(shownStatus({ ...street, status: 'done' }, pending)).toBe('done');
    expect(shownStatus({ ...street, status: 'done' }, new Map([[1, { from: 'done', to: 'pending' }]]))).toBe(
      'pending',
    );
  });

  it('toggles between pending and done', () => {
    expect(nextStatus('pending')).toBe('done');
    expect(nextStatus('done')).toBe('pending');
  });
});

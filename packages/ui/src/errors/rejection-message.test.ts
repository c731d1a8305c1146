import { describe, expect, it } from 'vitest';
import { rejectionMessage } from './rejection-message';

describe('rejectionMessage', () => {
  it("shows the rejection's own message", () => {
    expect(rejectionMessage(new Error('Zone introuvable'), 'Échec')).toBe('Zone introuvable');
  });

  it('falls back when the rejection is not an Error or has no message', () => {
    expect(rejectionMessage('boom', 'Échec')).toBe('Échec');
    expect(rejectionMessage(undefined, 'Échec')).toBe('Échec');
    expect(rejectionMessage(new Error(''), 'Échec')).toBe('Échec');
  });
});

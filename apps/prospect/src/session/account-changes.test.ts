import { describe, expect, it } from 'vitest';
import { type AccountChange, createAccountChanges } from './account-changes';

const user = (email: string) =>
  ({ user: { first_name: '', email }, profile: { role: 'AGENT' } }) as unknown as Extract<
    AccountChange,
    { user: unknown }
  >['user'];

describe('account changes between the session and the data layer', () => {
  it('keeps what happened before the data layer came, and applies it in order on arrival', async () => {
    const changes = createAccountChanges();
    await changes.push({ kind: 'clear' });
    await changes.push({ kind: 'adopt', user: user('b@x.fr') });
    const applied: string[] = [];
    const { drained } = changes.attach(async (change) => {
      applied.push(change.kind);
    });
    await drained;
    expect(applied).toEqual(['clear', 'adopt']);
  });

  it('once attached, a push resolves after its change is applied, one change at a time', async () => {
    const changes = createAccountChanges();
    const applied: string[] = [];
    changes.attach(async (change) => {
      await new Promise((resolve) => setTimeout(resolve, change.kind === 'clear' ? 30 : 0));
      applied.push(change.kind);
    });
    const cleared = changes.push({ kind: 'clear' });
    const adopted = changes.push({ kind: 'adopt', user: user('a@x.fr') });
    await adopted;
    expect(applied).toEqual(['clear', 'adopt']);
    await cleared;
  });

  it('after a detach, changes wait again for the next data layer; a failed change does not stop the next', async () => {
    const changes = createAccountChanges();
    const first = changes.attach(async () => {
      throw new Error('cache unavailable');
    });
    await changes.push({ kind: 'clear' });
    first.detach();
    await changes.push({ kind: 'switch', user: user('admin@x.fr') });
    const applied: string[] = [];
    await changes.attach(async (change) => {
      applied.push(change.kind);
    }).drained;
    expect(applied).toEqual(['switch']);
  });

  it('says when the cache may not be the account of the session yet: a change waiting or being applied', async () => {
    const changes = createAccountChanges();
    expect(changes.pending()).toBe(false);
    await changes.push({ kind: 'clear' });
    expect(changes.pending()).toBe(true);
    let finish = () => {};
    const { drained } = changes.attach(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    expect(changes.pending()).toBe(true);
    await Promise.resolve();
    finish();
    await drained;
    expect(changes.pending()).toBe(false);
    const adopted = changes.push({ kind: 'adopt', user: user('a@x.fr') });
    expect(changes.pending()).toBe(true);
    await Promise.resolve();
    finish();
    await adopted;
    expect(changes.pending()).toBe(false);
  });
});

// One call, one row: send it as an actor, hold the status to a rule, read the answer with the
// endpoint's contract reader, then any further condition. Rows whose inputs an earlier row failed to
// produce are skipped, not failed twice.
import { type Endpoint, pathOf } from '@prospect/contract';
import type { Actor } from './accounts';
import { readItems, readValue, shapeLabel } from './answers';
import { actorLabel, type CheckContext, type CheckRow } from './context';
import { excerpt, isSuccess } from './http';

export interface StatusRule {
  label: string;
  test(status: number): boolean;
}

/** Spec §7: "Success is any 2xx". */
export const success: StatusRule = { label: '2xx', test: isSuccess };
export const exactly = (status: number): StatusRule => ({
  label: String(status),
  test: (got) => got === status,
});
/** `preferred`, or a fallback a DRF server legitimately sends instead (SimpleJWT's 400 for a bad body). */
export const either = (preferred: number, fallback: number): StatusRule => ({
  label: `${preferred} (or ${fallback})`,
  test: (got) => got === preferred || got === fallback,
});

/** How a server without an optional extension answers its calls: the route unknown, or the method not taken. */
export const ABSENT_STATUSES: readonly number[] = [404, 405];

/** An optional extension's first call: present (any 2xx) or absent (404/405); anything else fails. */
export const presentOrAbsent: StatusRule = {
  label: '2xx, or 404/405 if absent',
  test: (status) => isSuccess(status) || ABSENT_STATUSES.includes(status),
};

/** Said after the status of an optional extension's first call. */
export const presence = (status: number) => (isSuccess(status) ? 'present' : 'absent (optional)');

export interface Step<T> {
  check: string;
  /** Who calls; null for a call without token. */
  as: Actor | null;
  /** Sent instead of the actor's access token (an impersonation's, a forged one). */
  token?: string;
  endpoint: Endpoint;
  /** The record for `{id}`; undefined when an earlier row could not produce it (the row is skipped). */
  id?: number | undefined;
  /** What `id` is, for the row skipped when an earlier row did not give it: "the check's zone". */
  needs?: string;
  /** Why the row cannot run although it has its id (an earlier row failed): it is skipped. */
  blocked?: string | false;
  query?: Record<string, string>;
  body?: unknown;
  /** Further request headers. */
  headers?: Record<string, string>;
  /** Default: 200 for a GET, any 2xx for a write. */
  status?: StatusRule;
  /** Read the answer with the endpoint's reader: default when a success is expected and the spec shows it. */
  read?: boolean;
  timeoutMs?: number;
  /** A further condition on the read answer (the raw body when not read): null when met, else what was found. */
  verify?: (answer: T) => string | null;
  /** What `verify` checks, for the expected column. */
  verifies?: string;
  /** Said after the status in the got column of a passed row ("absent (optional)"). */
  means?: (status: number) => string;
}

export interface StepResult<T> {
  /** The row passed. */
  ok: boolean;
  /** The read answer (the raw body when not read); undefined when the call could not be read. */
  answer: T | undefined;
  status: number;
}

const skipped = { ok: false, answer: undefined, status: 0 } as const;

export function recordRow(context: CheckContext, row: Omit<CheckRow, 'group'>): void {
  context.rows.push({ group: context.group, ...row });
}

export function skipRow(context: CheckContext, check: string, call: string, reason: string): void {
  recordRow(context, { check, call, expected: '', got: `not run: ${reason}`, outcome: 'skip' });
}

// Step's answer type is the caller's: it names the reader's output, which `Endpoint` erases.
export async function step<T = unknown>(context: CheckContext, spec: Step<T>): Promise<StepResult<T>> {
  const { endpoint } = spec;
  const check = spec.as ? `${actorLabel[spec.as]} · ${spec.check}` : spec.check;
  const templateCall = `${endpoint.method} ${endpoint.path}`;
  const missingId = endpoint.path.includes('{id}') && spec.id === undefined;
  if (spec.blocked || missingId) {
    skipRow(context, check, templateCall, `needs ${spec.blocked || spec.needs || 'a record id'}`);
    return skipped;
  }
  const session = spec.as ? context.sessions[spec.as] : undefined;
  if (spec.as && !session && spec.token === undefined) {
    skipRow(context, check, templateCall, `${actorLabel[spec.as]} could not sign in`);
    return skipped;
  }
  const path = pathOf(endpoint, spec.id);
  const call = `${endpoint.method} ${path}`;
  const rule = spec.status ?? (endpoint.method === 'GET' ? exactly(200) : success);
  const read = spec.read ?? (rule.test(200) && endpoint.answer.kind !== 'ignored');
  const shape = read ? shapeLabel(endpoint.answer) : '';
  const expected = [rule.label, shape, spec.verifies].filter(Boolean).join(' · ');
  const options = {
    token: spec.token ?? session?.access,
    body: spec.body,
    query: spec.query,
    timeoutMs: spec.timeoutMs,
    headers: spec.headers,
  };
  const list = read && endpoint.answer.kind === 'list' ? await context.http.list(path, options) : null;
  const answer = list ?? (await context.http.call(endpoint.method, path, options));
  const fail = (got: string) => {
    recordRow(context, { check, call, expected, got, outcome: 'fail' });
    return { ok: false, answer: undefined, status: answer.status };
  };
  if (answer.failure) return fail(answer.failure);
  if (!rule.test(answer.status)) return fail(`${answer.status} ${excerpt(answer.body)}`.trim());

  let value: unknown = answer.body;
  let detail = '';
  if (read && endpoint.answer.kind === 'value') {
    const reading = readValue(endpoint.answer.reader, answer.body);
    if (!reading.ok) return fail(`${answer.status}, refused: ${reading.problem}`);
    value = reading.value;
  } else if (list && endpoint.answer.kind === 'list') {
    if (list.items === null) return fail(`${answer.status}, ${list.problem ?? 'not a list'}`);
    const reading = readItems(endpoint.answer.item, list.items);
    if (!reading.ok) return fail(`${answer.status}, refused: ${reading.problem}`);
    value = reading.value;
    const pages = list.pages > 1 ? `${list.pages} pages, ` : '';
    detail = ` · ${pages}${reading.value.length} item${reading.value.length === 1 ? '' : 's'}`;
  }
  const problem = spec.verify?.(value as T) ?? null;
  if (problem !== null) return fail(`${answer.status}, ${problem}`);
  const meaning = spec.means ? ` · ${spec.means(answer.status)}` : '';
  recordRow(context, { check, call, expected, got: `${answer.status}${detail}${meaning}`, outcome: 'pass' });
  return { ok: true, answer: value as T, status: answer.status };
}

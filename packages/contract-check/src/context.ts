// What the checks share while they run: the client, the sessions, the records created so far, and the
// rows of the table.
import type { Actor, CheckAccounts } from './accounts';
import type { HttpClient } from './http';

/**
 * `warn`: the backend works with the app, but without something that makes it safer (an optional
 * extension's setting); said apart from passes, and never a failure.
 */
export type Outcome = 'pass' | 'warn' | 'fail' | 'skip';

/** One row of the table. */
export interface CheckRow {
  group: string;
  check: string;
  /** Method and path actually called (ids filled in). */
  call: string;
  expected: string;
  got: string;
  outcome: Outcome;
  /** What the backend team can do about a warning, in one line. */
  hint?: string;
}

export interface Session {
  email: string;
  access: string;
  refresh: string;
}

/** The records the check makes (and must remove), and the ids it looked up. */
export interface Fixtures {
  zoneId?: number;
  sectorIds: number[];
  streetId?: number;
  /** The door the check adds to its street (extension « portes »); it goes with the check's zone. */
  doorId?: number;
  noteId?: number;
  favoriteId?: number;
  eventId?: number;
  splitZoneId?: number;
  /** A teammate registered through an invitation: the target of the role rows, deleted at the end. */
  teammate?: { id?: number; email: string; registered: boolean };
  userIds: Partial<Record<Actor, number>>;
  /** Records created but not found again, so the clean-up cannot remove them: said in the table. */
  unfound: string[];
  /** Fixtures already removed by a row, so the clean-up does not remove them twice. */
  removed: Set<'note' | 'favorite' | 'event' | 'zone' | 'splitZone' | 'teammate'>;
}

export interface CheckContext {
  http: HttpClient;
  accounts: CheckAccounts;
  /** The browser origin the app is served from, for the CORS row. */
  appOrigin: string;
  /** `contract-check <timestamp>`: names every record the check creates. */
  tag: string;
  /** Dates are taken from it (this month's events). */
  now: Date;
  sessions: Partial<Record<Actor, Session>>;
  fixtures: Fixtures;
  rows: CheckRow[];
  /** The group the next rows belong to. */
  group: string;
}

export function createContext(options: {
  http: HttpClient;
  accounts: CheckAccounts;
  appOrigin: string;
  now: Date;
  tag?: string;
}): CheckContext {
  return {
    http: options.http,
    accounts: options.accounts,
    appOrigin: options.appOrigin,
    now: options.now,
    tag: options.tag ?? `contract-check ${options.now.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    sessions: {},
    fixtures: { sectorIds: [], userIds: {}, unfound: [], removed: new Set() },
    rows: [],
    group: '',
  };
}

/** The actor's label in the check column: the table reads "agent · zones list". */
export const actorLabel: Record<Actor, string> = {
  agent: 'agent',
  admin: 'admin',
  superAdmin: 'super admin',
  otherAgent: 'other agency',
};

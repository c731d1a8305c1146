// Shared by this package's tests: the Node server on the default handlers and a small fetch helper.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { configure, defaultConfig } from './config';
import { checkAnswer } from './conformance';
import { db } from './db';
import { generatedDoorId } from './domain/door-generation';
import { streetsOfSector } from './domain/progress';
import { sectorsOfZone } from './domain/sectors';
import { server } from './node';
import { demoAccounts, seed } from './seed';
import { signIn } from './session';

export const BASE = 'http://api.test';

/** Starts the server for the file, reseeds before each test, and restores the defaults after. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => seed());
  afterEach(() => {
    server.resetHandlers();
    configure(defaultConfig);
  });
  afterAll(() => server.close());
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as is (malformed JSON, multipart). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // Test code reads arbitrary answer shapes; each assertion states what it expects.
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of every endpoint.
  body: any;
  response: Response;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body });
  const text = await response.clone().text();
  let parsed: unknown = null;
  if (text && (response.headers.get('Content-Type') ?? '').includes('json')) parsed = JSON.parse(text);
  // Every answer any test receives is held to the contract, so the mock cannot drift from it.
  expect(
    checkAnswer(method, path, response.status, parsed),
    `${method} ${path} breaks the contract`,
  ).toBeNull();
  return { status: response.status, body: parsed, response };
}

/** An access token for a seeded account. */
export const tokenOf = (email: string) => signIn(email).access;

/** Ids of the seeded records the tests talk about, looked up by name rather than hard-coded. */
export function demoIds() {
  const zone = (name: string) => db.zone.findFirst({ where: { name: { equals: name } } })?.id ?? 0;
  const user = (email: string) => db.user.findFirst({ where: { email: { equals: email } } })?.id ?? 0;
  const firstSector = (zoneId: number) => sectorsOfZone(zoneId)[0]?.id ?? 0;
  const firstStreet = (sectorId: number) => streetsOfSector(sectorId)[0]?.id ?? 0;
  const camilleZone = zone('La Baule-Escoublac – Centre');
  const otherTenantZone = zone('Pornic – Sainte-Marie-sur-Mer');
  const teammateZone = zone('Nantes – Procé');
  const camilleSector = firstSector(camilleZone);
  const otherTenantSector = firstSector(otherTenantZone);
  const note = (zoneId: number) => db.zoneNote.findFirst({ where: { zoneId: { equals: zoneId } } })?.id ?? 0;
  const owned = <T extends { id: number }>(rows: T[]) => rows[0]?.id ?? 0;
  return {
    users: {
      superAdmin: user(demoAccounts.superAdmin),
      admin: user(demoAccounts.admin),
      camille: user(demoAccounts.agent),
      agent2: user(demoAccounts.agent2),
      agent3: user(demoAccounts.agent3),
      pornicAgent: user(demoAccounts.pornicAgent),
    },
    zones: {
      camille: camilleZone,
      camilleDone: zone('Pornic – Vieux Port'),
      camilleNantes: zone('Nantes – Centre-ville'),
      camilleWithoutSectors: zone('Vertou – Beau Verger'),
      teammate: teammateZone,
      otherTenant: otherTenantZone,
    },
    sectors: { camille: camilleSector, teammate: firstSector(teammateZone), otherTenant: otherTenantSector },
    streets: { camille: firstStreet(camilleSector), otherTenant: firstStreet(otherTenantSector) },
    /** The first door generated for Camille's street (« portes »), whatever its number. */
    doors: { camille: generatedDoorId(firstStreet(camilleSector), 0) },
    notes: {
      camille: note(camilleZone),
      otherTenant: note(otherTenantZone),
      byAdminInCamilleZone:
        db.zoneNote.findFirst({ where: { authorId: { equals: user(demoAccounts.admin) } } })?.id ?? 0,
    },
    favorites: {
      camille: owned(db.favorite.findMany({ where: { ownerId: { equals: user(demoAccounts.agent) } } })),
      otherTenant: owned(
        db.favorite.findMany({ where: { ownerId: { equals: user(demoAccounts.pornicAgent) } } }),
      ),
    },
    events: {
      camille: owned(db.event.findMany({ where: { ownerId: { equals: user(demoAccounts.agent) } } })),
      teammate: owned(db.event.findMany({ where: { ownerId: { equals: user(demoAccounts.agent2) } } })),
    },
  };
}

import { setupWorker } from 'msw/browser';
import { configure, DEMO_LATENCY_MS } from './config';
import { db } from './db';
import { type FirstAnswer, readFirstAnswers, withAnswer, writeFirstAnswers } from './first-answers';
import { handlers } from './handlers';
import { seed } from './seed';
import { restoreSnapshot, takeSnapshot } from './snapshot';
import { accessTokenEnd } from './tokens';

/** Where the demo keeps its database between page loads. */
export const DEMO_STORAGE_KEY = 'prospect-demo-db';

let saveTimer: ReturnType<typeof setTimeout> | undefined;

function saveNow(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  try {
    // Dead sessions would only grow the saved copy.
    db.session.deleteMany({ where: { expiresAt: { lt: Date.now() } } });
    localStorage.setItem(DEMO_STORAGE_KEY, JSON.stringify(takeSnapshot()));
  } catch (error) {
    // A full storage (big profile pictures) only costs persistence: the demo keeps running in memory.
    console.warn('[mock-server] could not save the demo data', error);
  }
}

const scheduleSave = () => {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, 150);
};

function restoreSaved(): boolean {
  try {
    const saved = localStorage.getItem(DEMO_STORAGE_KEY);
    return saved !== null && restoreSnapshot(JSON.parse(saved));
  } catch {
    return false;
  }
}

/** The answers to reads the next page load may show first (first-answers.ts), and their own save. */
let firstAnswers: FirstAnswer[] = [];
/**
 * Counts each write's start and its end: a read during which it moved may have seen the data before a
 * write that overlapped it, and its answer is not kept.
 */
let writeMoves = 0;
/** writeMoves when each read started, by msw's request id. */
const readsStartedAt = new Map<string, number>();
let answersTimer: ReturnType<typeof setTimeout> | undefined;

function saveAnswersNow(): void {
  clearTimeout(answersTimer);
  answersTimer = undefined;
  try {
    writeFirstAnswers(localStorage, firstAnswers);
  } catch (error) {
    console.warn('[mock-server] could not keep the answers for the next load', error);
  }
}

const scheduleAnswersSave = () => {
  clearTimeout(answersTimer);
  answersTimer = setTimeout(saveAnswersNow, 150);
};

function noteRequestStart(requestId: string, request: Request): void {
  if (request.method === 'GET') readsStartedAt.set(requestId, writeMoves);
  else writeMoves += 1;
}

/**
 * Keeps a read's answer for the next load; any write forgets them all, whoever made it (an admin's
 * change, or one made while acting as another account, shows in others' answers).
 */
function keepAnswer(requestId: string, request: Request, response: Response): void {
  if (request.method !== 'GET') {
    writeMoves += 1;
    if (firstAnswers.length > 0) {
      firstAnswers = [];
      saveAnswersNow();
    }
    return;
  }
  const movesBefore = readsStartedAt.get(requestId);
  readsStartedAt.delete(requestId);
  const authorization = request.headers.get('Authorization');
  const token = authorization?.match(/^Bearer (\S+)$/)?.[1];
  if (movesBefore === undefined || !authorization || !token || response.status !== 200) return;
  if (!new URL(request.url).pathname.startsWith('/api/')) return;
  if (!response.headers.get('Content-Type')?.includes('application/json')) return;
  const until = accessTokenEnd(token);
  if (until === null) return;
  void response.text().then((body) => {
    if (writeMoves !== movesBefore) return;
    firstAnswers = withAnswer(firstAnswers, { url: request.url, authorization, body, until });
    scheduleAnswersSave();
  });
}

export interface DemoBackendOptions {
  serviceWorkerUrl?: string;
  /** Artificial latency of every API answer (DEMO_LATENCY_MS by default; loading states have stories). */
  latencyMs?: number;
  /** Keep the data across page reloads in localStorage (default true). */
  persist?: boolean;
}

/**
 * Starts the demo backend in the page: restores the saved demo data (or seeds the demo agencies), then
 * serves the whole contract from a service worker. Every change is saved, so a reload keeps it.
 */
export async function startDemoBackend({
  serviceWorkerUrl,
  latencyMs = DEMO_LATENCY_MS,
  persist = true,
}: DemoBackendOptions = {}) {
  configure({ latencyMs });
  const restored = persist && restoreSaved();
  if (!restored) await seed();
  const worker = setupWorker(...handlers);
  if (persist) {
    // Answers given from other data than the one restored would show another state of the demo.
    firstAnswers = restored ? readFirstAnswers(localStorage) : [];
    saveAnswersNow();
    worker.events.on('request:start', ({ requestId, request }) => noteRequestStart(requestId, request));
    worker.events.on('response:mocked', ({ requestId, request, response }) => {
      if (request.method !== 'GET') scheduleSave();
      keepAnswer(requestId, request, response);
    });
    // A read nobody answered (a tile, the app's own files) leaves nothing to remember.
    worker.events.on('response:bypass', ({ requestId }) => readsStartedAt.delete(requestId));
    window.addEventListener('pagehide', () => {
      if (saveTimer !== undefined) saveNow();
      if (answersTimer !== undefined) saveAnswersNow();
    });
    saveNow();
  }
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/** Puts the demo data back as it was first seeded (the saved copy is replaced). */
export async function resetDemoData(): Promise<void> {
  await seed();
  saveNow();
  firstAnswers = [];
  saveAnswersNow();
}

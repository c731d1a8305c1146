// The mock is an executable contract: every answer its tests receive must read with @prospect/contract's
// reader for that call, and read to itself (the mock sends the canonical shape, not merely a tolerable one).
import { describeRefusal, type Endpoint, endpoints } from '@prospect/contract';
import * as v from 'valibot';

const routes = Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
  name,
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace('{id}', '\\d+')}$`),
}));

/** The §7 row a request falls under, or undefined (tiles, Google's script, unknown paths). */
export function endpointOf(method: string, path: string): { name: string; endpoint: Endpoint } | undefined {
  const pathname = new URL(path, 'http://mock.invalid').pathname;
  return routes.find((route) => route.endpoint.method === method && route.pattern.test(pathname));
}

export interface ConformanceProblem {
  endpoint: string;
  issues: string;
}

/**
 * Checks a 2xx answer against the contract. Returns the problem, or null when the answer conforms
 * (or the call's answer is one the spec does not show, which any body satisfies).
 */
export function checkAnswer(
  method: string,
  path: string,
  status: number,
  body: unknown,
): ConformanceProblem | null {
  const route = endpointOf(method, path);
  if (!route || status < 200 || status >= 300) return null;
  const { answer } = route.endpoint;
  if (answer.kind === 'ignored') return null;
  const reader = answer.kind === 'list' ? v.array(answer.item) : answer.reader;
  const parsed = v.safeParse(reader, body);
  if (!parsed.success) return { endpoint: route.name, issues: describeRefusal(parsed.issues) };
  return null;
}

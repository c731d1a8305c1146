// Shared by this folder's tests: plain HTTP calls to a running server, as any client would make them.
import { DEMO_PASSWORD, demoAccounts } from '../seed';

export interface HttpAnswer {
  status: number;
  // Answers of every endpoint; each test states the shape it expects.
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of every endpoint.
  body: any;
  headers: Headers;
}

export async function send(
  url: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<HttpAnswer> {
  const { token, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    ...rest,
    headers,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text !== '';
  return { status: response.status, body: isJson ? JSON.parse(text) : text, headers: response.headers };
}

/** An access token from `POST /api/token/`, as the app's login form gets it. */
export async function login(base: string, email: string = demoAccounts.agent): Promise<string> {
  const { status, body } = await send(`${base}/api/token/`, {
    method: 'POST',
    json: { username: email, password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`login as ${email} answered ${status}`);
  return body.access;
}

/**
 * A stand-in for the PocketBase HTTP API in unit tests: the SDK calls the global fetch, which is
 * replaced by a router of canned answers that records every request. The real server is
 * exercised by pocketbase/test and the e2e journeys.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface FakeAnswer {
  status: number;
  json?: unknown;
}

type Handler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export const FAKE_POCKETBASE_URL = 'http://pocketbase.test';

/** A token the SDK reads as valid until `expiresInSeconds` from now (signature not checked). */
export function fakeToken(payload: Record<string, unknown>, expiresInSeconds = 3600): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ type: 'authRecord', collectionId: '_pb_users_auth_', ...payload, exp })}.signature`;
}

export function userRecord(id: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    email,
    first_name: 'Ann',
    last_name: 'Lee',
    verified: true,
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    ...extra,
  };
}

/** Replaces fetch; routes are "METHOD /path" and unknown routes answer 404. */
export function fakePocketBase(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const request = { method, path: url.pathname, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(request) : { status: 404, json: { code: 404, message: "The requested resource wasn't found.", data: {} } };
    if (answer.status === 0) throw new TypeError('Failed to fetch');
    const response = new Response(answer.status === 204 ? null : JSON.stringify(answer.json ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
    // A browser's Response knows its URL (the SDK puts it on its errors); a constructed one does not.
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetch: fetchStub };
}

// The visitor's address behind a reverse proxy (pb_hooks/lib/access.js clientAddress): the sign-in
// limit keys on it, so a proxy must not make every visitor one address, and a visitor must not
// choose their own address with a header.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { http, startBackend, STRONG_PASSWORD, SUPERUSER, uniqueEmail, type TestBackend } from './support.ts';

const PROXY = '127.0.3.1';
const OUTSIDER = '127.0.3.9';
const WRONG = 'Wrong#Pass999';

let backend: TestBackend;
beforeAll(async () => {
  // The proxy as a CIDR range and an IPv6 entry beside it, as an operator would write them.
  backend = await startBackend({ trustedProxies: ['127.0.3.0/30', '::1'] });
});
afterAll(() => backend?.stop());

async function account(): Promise<string> {
  const email = uniqueEmail('proxied');
  const root = await backend.superuser();
  await root.collection('users').create({ email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, first_name: 'Lena', last_name: 'Berg', verified: true });
  return email;
}

function signIn(email: string, password: string, from: string, forwardedFor?: string) {
  return http('POST', `${backend.url}/api/collections/users/auth-with-password`, {
    body: { identity: email, password },
    localAddress: from,
    ...(forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {}),
  });
}

describe('behind a trusted proxy', () => {
  test('six wrong passwords from visitor A leave visitor B able to sign in to the same account', async () => {
    const email = await account();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn(email, WRONG, PROXY, '203.0.113.10')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const b = await signIn(email, STRONG_PASSWORD, PROXY, '203.0.113.20');
    expect(b.status).toBe(200);
    // A itself stays refused, even with the right password.
    expect((await signIn(email, STRONG_PASSWORD, PROXY, '203.0.113.10')).status).toBe(429);
  });

  test('the header decides: its rightmost address that is not a proxy, whatever the visitor wrote left of it', async () => {
    const email = await account();
    for (let i = 0; i < 5; i += 1) {
      // The visitor forges a new address each time; the proxy appends the one it saw.
      expect((await signIn(email, WRONG, PROXY, `198.51.100.${i}, 203.0.113.30`)).status).toBe(400);
    }
    expect((await signIn(email, STRONG_PASSWORD, PROXY, '198.51.100.99, 203.0.113.30')).status).toBe(429);
    // A chain of two trusted proxies: the address before them is the visitor's.
    expect((await signIn(email, STRONG_PASSWORD, PROXY, '203.0.113.30, 127.0.3.2')).status).toBe(429);
    expect((await signIn(email, STRONG_PASSWORD, PROXY, '203.0.113.31, 127.0.3.2')).status).toBe(200);
  });
});

describe('from outside the trusted set', () => {
  test('a forged X-Forwarded-For changes nothing: the TCP peer is the key', async () => {
    const email = await account();
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, WRONG, OUTSIDER, `203.0.113.${40 + i}`)).status).toBe(400);
    expect((await signIn(email, STRONG_PASSWORD, OUTSIDER, '203.0.113.99')).status).toBe(429);
    expect((await signIn(email, STRONG_PASSWORD, OUTSIDER)).status).toBe(429);
    // And the forged header did not count against the addresses it named.
    expect((await signIn(email, STRONG_PASSWORD, PROXY, '203.0.113.40')).status).toBe(200);
  });
});

describe('the superuser sign-in', () => {
  const superuserSignIn = (password: string, from: string, forwardedFor?: string) =>
    http('POST', `${backend.url}/api/admins/auth-with-password`, {
      body: { identity: SUPERUSER.email, password },
      localAddress: from,
      ...(forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {}),
    });

  test('five wrong passwords from one address stop that address, whatever account it names; others still sign in', async () => {
    const from = '127.0.3.10';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const other = await http('POST', `${backend.url}/api/admins/auth-with-password`, { body: { identity: `guess${i}@gx.test`, password: WRONG }, localAddress: from });
      statuses.push(other.status);
    }
    statuses.push((await superuserSignIn(SUPERUSER.password, from)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await superuserSignIn(SUPERUSER.password, '127.0.3.11')).status).toBe(200);
  });

  test('behind the proxy the limit keys on the visitor, not on the proxy', async () => {
    for (let i = 0; i < 5; i += 1) expect((await superuserSignIn(WRONG, PROXY, '203.0.113.50')).status).toBe(400);
    expect((await superuserSignIn(SUPERUSER.password, PROXY, '203.0.113.50')).status).toBe(429);
    expect((await superuserSignIn(SUPERUSER.password, PROXY, '203.0.113.51')).status).toBe(200);
  });
});

describe('the CIDR helper of the hooks', () => {
  // A hooks file is a script for PocketBase's VM (module.exports), not an ES module: run it as one.
  const sandbox = { module: { exports: {} } };
  runInNewContext(readFileSync(new URL('../pb_hooks/lib/cidr.js', import.meta.url), 'utf8'), sandbox);
  const cidr = sandbox.module.exports as {
    parseRanges(text: string): unknown[];
    matchesAny(address: string, ranges: unknown[]): boolean;
  };
  test.each([
    ['10.1.2.3', '10.0.0.0/8', true],
    ['11.0.0.1', '10.0.0.0/8', false],
    ['192.168.1.130', '192.168.1.128/25', true],
    ['192.168.1.127', '192.168.1.128/25', false],
    ['::ffff:10.0.0.7', '10.0.0.0/24', true],
    ['2001:db8::1', '2001:db8::/32', true],
    ['2001:db9::1', '2001:db8::/32', false],
    ['[::1]', '::1', true],
    ['fe80::1%eth0', 'fe80::/10', true],
    ['10.0.0.1', '::/0', false],
    ['not-an-address', '0.0.0.0/0', false],
  ])('%s in %s: %s', (address, range, expected) => {
    expect(cidr.matchesAny(address, cidr.parseRanges(range))).toBe(expected);
  });
});

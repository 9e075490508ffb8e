// Unit tests of the policy builder: `node --import tsx --test scripts/lib/*.test.ts`
// (npm run test:scripts). The browser side (no violation on any route, an injected inline script
// blocked) is e2e/tests/headers.spec.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RuntimeConfig } from 'shared-ui';
import { allowedOrigin, contentSecurityPolicy, remoteOrigins, securityHeaders } from './security-headers';

const config: RuntimeConfig = {
  pocketbaseUrl: 'https://api.gx.example/',
  remotes: {
    mfe_marketing: 'https://marketing.gx-cdn.example/mf-manifest.json',
    mfe_exchange: 'https://exchange.gx-cdn.example/v2/mf-manifest.json',
    mfe_certificates: 'https://certificates.gx-cdn.example:8443/mf-manifest.json',
    mfe_admin: 'https://marketing.gx-cdn.example/admin/mf-manifest.json',
  },
};

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources];
  }));
}

/** The origins of the remotes in `config`: each once, with its port. */
const REMOTE_ORIGINS = ['https://marketing.gx-cdn.example', 'https://exchange.gx-cdn.example', 'https://certificates.gx-cdn.example:8443'];

test('remote origins come from the manifest URLs, once each, with their ports', () => {
  assert.deepEqual(remoteOrigins(config), REMOTE_ORIGINS);
});

test('scripts only from the site, the remotes and the screener provider; no inline or eval', () => {
  const scripts = directives(contentSecurityPolicy(config)).get('script-src');
  assert.deepEqual(scripts, ["'self'", ...REMOTE_ORIGINS, 'https://s3.tradingview.com']);
});

test('connections only to the site, the remotes and PocketBase (its origin, not its path)', () => {
  const connect = directives(contentSecurityPolicy(config)).get('connect-src');
  assert.deepEqual(connect, ["'self'", ...REMOTE_ORIGINS, 'https://api.gx.example']);
});

test('images, frames and the locked-down directives', () => {
  const policy = directives(contentSecurityPolicy(config));
  assert.deepEqual(policy.get('img-src'), [
    "'self'", 'data:', 'blob:', ...REMOTE_ORIGINS, 'https://api.gx.example', 'https://assets.coingecko.com', 'https://coin-images.coingecko.com',
  ]);
  assert.deepEqual(policy.get('frame-src'), ['https://s.tradingview.com', 'https://www.tradingview-widget.com']);
  // The remotes' workers start from a blob: script of the page's own, never from another origin.
  assert.deepEqual(policy.get('worker-src'), ["'self'", 'blob:']);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.deepEqual(policy.get('base-uri'), ["'self'"]);
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.ok(policy.get('style-src')?.includes("'unsafe-inline'"));
  for (const [name, sources] of policy) {
    if (name !== 'style-src') assert.ok(!sources.includes("'unsafe-inline'"), `${name} allows inline`);
    assert.ok(!sources.includes("'unsafe-eval'"), `${name} allows eval`);
    assert.ok(!sources.includes('*'), `${name} allows any host`);
  }
});

test('a config with a URL that is not http(s) is refused rather than put into the policy', () => {
  assert.throws(() => contentSecurityPolicy({ ...config, pocketbaseUrl: 'javascript:alert(1)' }));
  assert.throws(() => contentSecurityPolicy({ ...config, remotes: { x: 'not a url' } }));
});

test('the other headers', () => {
  const headers = securityHeaders(config);
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.match(headers['Permissions-Policy'] ?? '', /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
  assert.equal(headers['Content-Security-Policy'], contentSecurityPolicy(config));
});

test('CORS answers only the site origins', () => {
  const site = ['https://gx.example'];
  assert.equal(allowedOrigin('https://gx.example', site), 'https://gx.example');
  assert.equal(allowedOrigin('https://evil.example', site), undefined);
  assert.equal(allowedOrigin(undefined, site), undefined);
  assert.equal(allowedOrigin('https://gx.example', []), undefined);
});

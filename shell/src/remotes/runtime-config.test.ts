import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './runtime-config';

function serve(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));
}

describe('loadRuntimeConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the PocketBase URL and the remotes of a valid file', async () => {
    const config = { pocketbaseUrl: 'http://pb.test', remotes: { mfe_admin: 'http://admin.test/mf-manifest.json' } };
    serve(config);
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
  });

  it('refuses a file whose remotes are not URLs', async () => {
    serve({ pocketbaseUrl: 'http://pb.test', remotes: { mfe_admin: 42 } });
    await expect(loadRuntimeConfig()).rejects.toThrow(/not a valid runtime configuration/);
  });

  it('reports a missing file with its status', async () => {
    serve('not found', 404);
    await expect(loadRuntimeConfig()).rejects.toThrow(/HTTP 404/);
  });
});

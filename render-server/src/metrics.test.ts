// The render server's series as recorded by metrics.ts, read back in Prometheus's text format.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRenderMetrics, fromLoopback } from './metrics';

const releases: Record<string, string> = { mfe_exchange: '3f9c2a71b0de' };

function metrics() {
  return createRenderMetrics({ releaseOf: (remote) => releases[remote], rendersOnServer: (remote) => remote === 'mfe_exchange' });
}

test('a render is timed and counted in flight meanwhile, by the remote that owns the page and its release', async () => {
  const recorded = metrics();
  let finish: (page: { remote?: string }) => void = () => undefined;
  const rendering = recorded.timeRender('/gx-exchange/currency/bitcoin?x=1', () => new Promise<{ remote?: string }>((resolve) => (finish = resolve)));
  assert.match(await recorded.registry.metrics(), /gx_render_in_flight\{remote="mfe_exchange",release="3f9c2a71b0de"\} 1/);
  finish({ remote: 'mfe_exchange' });
  await rendering;
  const text = await recorded.registry.metrics();
  assert.match(text, /gx_render_in_flight\{remote="mfe_exchange",release="3f9c2a71b0de"\} 0/);
  assert.match(text, /gx_render_duration_seconds_count\{remote="mfe_exchange",release="3f9c2a71b0de",outcome="ok"\} 1/);
  assert.doesNotMatch(text, /bitcoin/);
  assert.doesNotMatch(text, /gx_render_remote_load_failures_total\{/);
});

test("a page drawn without its owner's server build, a refused switch and a failed render are counted", async () => {
  const recorded = metrics();
  await recorded.timeRender('/gx-exchange', async () => ({}));
  await recorded.timeRender('/gx-exchange', async () => undefined);
  recorded.remoteLoadFailed('mfe_marketing', undefined, 'refused');
  recorded.refused('/contact', 'busy');
  const text = await recorded.registry.metrics();
  assert.match(text, /gx_render_remote_load_failures_total\{reason="render",remote="mfe_exchange",release="3f9c2a71b0de"\} 1/);
  assert.match(text, /gx_render_remote_load_failures_total\{reason="refused",remote="mfe_marketing",release="none"\} 1/);
  assert.match(text, /gx_render_duration_seconds_count\{remote="mfe_exchange",release="3f9c2a71b0de",outcome="failed"\} 1/);
  assert.match(text, /gx_render_gate_refusals_total\{reason="busy",remote="mfe_marketing",release="none"\} 1/);
});

test('only a loopback peer that came through no proxy reads the metrics', () => {
  const peer = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as Parameters<typeof fromLoopback>[0];
  assert.equal(fromLoopback(peer('127.0.0.1')), true);
  assert.equal(fromLoopback(peer('::1')), true);
  assert.equal(fromLoopback(peer('::ffff:127.0.0.1')), true);
  assert.equal(fromLoopback(peer('10.0.0.5')), false);
  assert.equal(fromLoopback(peer('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })), false);
  assert.equal(fromLoopback(peer('127.0.0.1', { forwarded: 'for=203.0.113.9' })), false);
});

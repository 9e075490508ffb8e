import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freePort, startAnswering } from './index';

const node = process.execPath;
/** A server that listens on `port` after `delayMs`, answering 200 on /ready. */
const server = (port: number, delayMs: number) =>
  `setTimeout(() => require('node:http').createServer((q, s) => s.writeHead(q.url === '/ready' ? 200 : 404).end()).listen(${port}, '127.0.0.1', () => console.log('listening')), ${delayMs})`;

test('resolves once the process answers, and passes its lines on', async () => {
  const port = await freePort();
  const lines: string[] = [];
  const running = await startAnswering(node, ['-e', server(port, 300)], { name: 'test server', ready: `http://127.0.0.1:${port}/ready`, log: (line) => lines.push(line) });
  assert.equal((await fetch(`http://127.0.0.1:${port}/ready`)).status, 200);
  assert.deepEqual(lines, ['listening']);
  await running.stop();
  assert.equal(running.child.signalCode, 'SIGTERM');
});

test('rejects with the exit code and the last lines when the process ends before it answers', async () => {
  const port = await freePort();
  await assert.rejects(
    startAnswering(node, ['-e', "console.error('no configuration'); process.exit(3)"], { name: 'test server', ready: `http://127.0.0.1:${port}/ready` }),
    /test server exited with 3 before it answered:\nno configuration/,
  );
});

test('rejects when the process never answers in time, and stops it', async () => {
  const port = await freePort();
  // The process writes its pid, so the test can see that it was stopped.
  let pid = 0;
  await assert.rejects(
    startAnswering(node, ['-e', 'console.log(process.pid); setInterval(() => {}, 1000)'], {
      name: 'silent server',
      ready: `http://127.0.0.1:${port}/ready`,
      timeoutMs: 500,
      log: (line) => (pid = Number(line)),
    }),
    new RegExp(`silent server did not answer http://127.0.0.1:${port}/ready within 500 ms`),
  );
  assert.ok(pid > 0);
  assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' });
});

test('a program that does not exist is a clear error, not a hang', async () => {
  await assert.rejects(startAnswering('/nonexistent/program', [], { name: 'ghost', ready: 'http://127.0.0.1:9/' }), /ghost spawn \/nonexistent\/program ENOENT before it answered/);
});

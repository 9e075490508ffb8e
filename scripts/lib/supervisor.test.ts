// The supervisor of `npm run serve` (supervisor.ts) with real child processes: a crashed one is
// started again after the back-off, and stop() ends every one, the last started first.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { Supervisor, type Running, type Service } from './supervisor';

/** A `node -e` child that sleeps until it is signalled. */
function sleeper(): Running & { pid: number } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    exited,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

test('a process that ends on its own is restarted after the back-off; stop() ends all in reverse order', async () => {
  const lines: string[] = [];
  const started: Record<'first' | 'second', Array<Running & { pid: number }>> = { first: [], second: [] };
  const service = (name: 'first' | 'second'): Service => ({
    name,
    start: async () => {
      const running = sleeper();
      started[name].push(running);
      return running;
    },
  });
  const supervisor = new Supervisor([service('first'), service('second')], (line) => lines.push(line));
  await supervisor.start();
  assert.ok(supervisor.allRunning());

  process.kill(started.first[0]!.pid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(supervisor.status()['first'], 'restarting');
  assert.equal(supervisor.allRunning(), false);
  const deadline = Date.now() + 10_000;
  while (started.first.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(started.first.length, 2);
  while (!supervisor.allRunning() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(lines.includes('first: ended unexpectedly (exit by signal), restarting in 1 s'), lines.join('\n'));

  await supervisor.stop();
  assert.deepEqual(supervisor.status(), { first: 'stopped', second: 'stopped' });
  for (const running of [...started.first, ...started.second]) assert.notEqual(await running.exited, undefined);
  assert.deepEqual(
    lines.filter((line) => / stopp(ing|ed)$/.test(line)),
    ['second: stopping', 'second: stopped', 'first: stopping', 'first: stopped'],
  );
  // Nothing is started again once stopping began.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(started.first.length, 2);
});

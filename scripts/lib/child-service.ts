/**
 * A supervised child process (serve.ts): started with its output turned into log lines, ready
 * when `ready()` first resolves true, stopped with SIGTERM (SIGKILL after 10 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Running } from './supervisor';

export interface ChildOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  log: (line: string) => void;
  /** Polled every 200 ms until true; the start fails when the process ends first or after 60 s. */
  ready: () => Promise<boolean>;
}

function forward(stream: NodeJS.ReadableStream | null, log: (line: string) => void): void {
  if (!stream) return;
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) log(line);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startChild(o: ChildOptions): Promise<Running> {
  const child = spawn(o.command, o.args, { env: o.env ?? process.env, cwd: o.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  forward(child.stdout, (line) => o.log(`${o.name}: ${line}`));
  forward(child.stderr, (line) => o.log(`${o.name}: ${line}`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('error', (error) => o.log(`${o.name}: ${error.message}`));

  const deadline = Date.now() + 60_000;
  let ended = false;
  void exited.then(() => (ended = true));
  while (!(await o.ready().catch(() => false))) {
    if (ended) throw new Error(`${o.name} ended before it was ready`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${o.name} was not ready within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { exited, stop: () => stopChild(child) };
}

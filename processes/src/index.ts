/**
 * Child processes the way every launcher here needs them (PocketBase, MailDev, the signer, Caddy,
 * the local system for benches): started, their output passed on line by line, and known to be
 * ready only once they answer, not once they were spawned. A process that ends before it answers
 * rejects at once with its exit code and last words, instead of waiting out the timeout.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (tests and benchmarks start servers there). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Calls `log` with each complete, non-blank line the stream writes. */
export function forwardLines(stream: NodeJS.ReadableStream | null | undefined, log: (line: string) => void): void {
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

/** Resolves with the exit code once the child has ended (null when a signal ended it). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** SIGTERM, then SIGKILL if it has not ended after `graceMs`. Resolves once it has ended. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill('SIGTERM');
  await exitOf(child);
  clearTimeout(killer);
}

export interface AnsweringOptions {
  /** Named in errors: "pocketbase did not answer …". */
  name: string;
  /** A URL that answers 2xx once the process is ready, or a check of one's own. */
  ready: string | (() => Promise<boolean>);
  timeoutMs?: number;
  /** Passed to spawn; stdout and stderr are piped unless `stdio` says otherwise. */
  spawn?: SpawnOptions;
  /** Each line the process writes (stdout and stderr). */
  log?: (line: string) => void;
}

export interface AnsweringProcess {
  child: ChildProcess;
  /** Resolves with the exit code when the process ends, whenever that is. */
  exited: Promise<number | null>;
  /** Stops it (SIGTERM, SIGKILL after 10 s); resolves once it has ended. */
  stop(): Promise<void>;
}

const POLL_MS = 100;
/** How much of what a process wrote is kept for the error when it ends before answering. */
const LAST_WORDS = 20;

/**
 * Spawns `command` and resolves once `ready` answers. Rejects, with the process stopped, when it
 * ends first or does not answer within `timeoutMs` (default 30 s).
 */
export async function startAnswering(command: string, args: readonly string[], options: AnsweringOptions): Promise<AnsweringProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options.spawn });
  const lastWords: string[] = [];
  const onLine = (line: string) => {
    lastWords.push(line);
    if (lastWords.length > LAST_WORDS) lastWords.shift();
    options.log?.(line);
  };
  forwardLines(child.stdout, onLine);
  forwardLines(child.stderr, onLine);
  const exited = exitOf(child);
  // A spawn error (no such program) ends the child without an exit event of its own.
  const failed = new Promise<string>((resolve) => child.once('error', (error) => resolve(error.message)));
  const ended = Promise.race([exited.then((code) => `exited with ${code ?? 'a signal'}`), failed]);
  const ready = typeof options.ready === 'string' ? urlAnswers(options.ready) : options.ready;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  const stop = () => stopChild(child);
  let endedWhy: string | undefined;
  void ended.then((why) => (endedWhy = why));
  while (endedWhy === undefined) {
    if (await Promise.race([ready(), ended.then(() => false)])) return { child, exited, stop };
    if (Date.now() > deadline) {
      await stop();
      const target = typeof options.ready === 'string' ? ` ${options.ready}` : '';
      throw new Error(`${options.name} did not answer${target} within ${timeoutMs} ms`);
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, POLL_MS)), ended]);
  }
  const words = lastWords.length ? `:\n${lastWords.join('\n')}` : '';
  throw new Error(`${options.name} ${endedWhy} before it answered${words}`);
}

/** Resolves once `url` answers 2xx (a process started elsewhere, e.g. by systemd); rejects after `timeoutMs`. */
export async function waitUntilAnswers(url: string, timeoutMs: number): Promise<void> {
  if (!URL.canParse(url)) throw new Error(`not a URL: "${url}"`);
  const answers = urlAnswers(url);
  const deadline = Date.now() + timeoutMs;
  while (!(await answers())) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const urlAnswers = (url: string) => () =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    async (response) => {
      await response.body?.cancel();
      return response.ok;
    },
    () => false,
  );

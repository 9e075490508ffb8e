/**
 * The render workers: renders run in worker threads (Piscina), off the event loop that answers
 * cached pages, each thread with its own copy of the shell's server bundle (render-thread.ts).
 *
 * `publish(configuration)` sends a new configuration to every thread (a BroadcastChannel reaches
 * them all) and resolves once each thread alive has applied it: the main thread renders with it
 * only then. A thread started later (Piscina replaces one that crashed or was stopped) says hello
 * and is sent the configuration in force. A task names its generation, so a thread that has not
 * applied it yet waits for it. A task that does not answer in time gets the static page, and
 * the thread drawing it is ended (Piscina starts another): past every budget of the render, the
 * thread is stuck. Not Piscina's own abort: a task that can be aborted has its thread to itself.
 */
import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { LogFields } from 'shared-ui/trace';
import type { Configuration, RenderedDocument, RenderSettings, ShellFiles } from './page-render';
import type { PublicFileFolders } from './public-files-fetch';
import type { RenderTask, RenderThreadData, ThreadMessage } from './render-thread';

/**
 * Pages a worker draws at once, and the render gate's cap per worker: a render waits for data and
 * remote chunks part of its time, which another page's render uses (as on the main thread, which
 * drew 4 at once).
 */
export const RENDERS_PER_WORKER = 4;
/** The young generation of each worker's heap (MB). */
const YOUNG_GENERATION_MB = 64;
/** How long a new configuration may take to reach every thread before renders go on regardless (tasks still wait for it). */
const APPLY_WAIT_MS = 15_000;

export interface RenderPoolOptions {
  workers: number;
  serverBundle: string;
  shell: ShellFiles;
  settings: RenderSettings;
  publicFiles?: PublicFileFolders;
  /** A task unanswered after this long is aborted (its thread ended and replaced). */
  taskTimeoutMs: number;
  log: (line: string, fields?: LogFields) => void;
}

export interface RenderPool {
  render(task: Pick<RenderTask, 'url' | 'forwardedFor' | 'traceparent' | 'generation'>): Promise<RenderedDocument>;
  /** Sends `configuration` to every thread; resolves once each has applied it (or after a bound). */
  publish(configuration: Configuration): Promise<void>;
  /** Resolves once every thread has started and applied the configuration in force. */
  ready(): Promise<void>;
  readonly threads: number;
  stop(): Promise<void>;
}

export function startRenderPool(options: RenderPoolOptions): RenderPool {
  const { log } = options;
  const channelName = `gx-render-${randomUUID()}`;
  const channel = new BroadcastChannel(channelName);
  channel.unref();
  const workerData: RenderThreadData = {
    serverBundle: options.serverBundle,
    shell: options.shell,
    settings: options.settings,
    channel: channelName,
    ...(options.publicFiles ? { publicFiles: options.publicFiles } : {}),
  };
  const pool = new Piscina<RenderTask, RenderedDocument>({
    filename: new URL('./render-worker.mjs', import.meta.url).href,
    minThreads: options.workers,
    maxThreads: options.workers,
    concurrentTasksPerWorker: RENDERS_PER_WORKER,
    // A render allocates much and briefly: with a worker's default young generation its scavenges
    // cost a third of its throughput (docs/decisions.md, "Render workers").
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    // An idle thread must keep its event loop turning: configurations arrive between tasks.
    atomics: 'disabled',
    idleTimeout: Infinity,
    workerData,
  });
  let current: Configuration | undefined;
  let tasks = 0;
  /** The thread each task being drawn runs on, by task id. */
  const drawnOn = new Map<number, number>();
  /** The generation each thread has applied, by thread id. */
  const applied = new Map<number, number>();
  let waiting: Array<() => void> = [];
  const recheck = () => {
    const resume = waiting;
    waiting = [];
    for (const wake of resume) wake();
  };
  const allApplied = (generation: number) =>
    pool.threads.length >= options.workers && pool.threads.every((thread) => (applied.get(thread.threadId) ?? -1) >= generation);

  pool.on('message', (message: ThreadMessage) => {
    if (message.type === 'log') log(message.line, message.fields);
    else if (message.type === 'hello') {
      if (current) channel.postMessage(current);
    } else if (message.type === 'started') {
      drawnOn.set(message.id, message.threadId);
    } else if (message.type === 'applied') {
      applied.set(message.threadId, Math.max(message.generation, applied.get(message.threadId) ?? -1));
      recheck();
    }
  });
  pool.on('workerDestroy', () => recheck());
  pool.on('workerCreate', () => recheck());
  pool.on('error', (error: unknown) => log(`render worker failed: ${error instanceof Error ? error.message : String(error)}`));

  async function untilApplied(generation: number) {
    const deadline = Date.now() + APPLY_WAIT_MS;
    const timer = setTimeout(recheck, APPLY_WAIT_MS);
    try {
      while (!allApplied(generation)) {
        if (Date.now() >= deadline) {
          log(`render server: not every render worker applied configuration ${generation} in ${APPLY_WAIT_MS / 1000} s; its pages wait for it`);
          return;
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async render(task) {
      const id = (tasks += 1);
      const deadline = Date.now() + options.taskTimeoutMs;
      const started = () => drawnOn.has(id);
      // A task handed to a thread as it was being ended (a stuck one, or one that crashed) never
      // started there: it is given to another.
      const running = pool.run({ ...task, id, deadline }).catch((error: unknown) => {
        if (started() || Date.now() >= deadline) throw error;
        return pool.run({ ...task, id, deadline });
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const threadId = drawnOn.get(id);
          const stuck = pool.threads.find((thread) => thread.threadId === threadId);
          if (stuck) {
            log(`render server: render worker ${threadId} did not answer ${task.url} in ${options.taskTimeoutMs} ms; it is replaced`);
            void stuck.terminate();
          }
          reject(new Error(`no answer within ${options.taskTimeoutMs} ms`));
        }, options.taskTimeoutMs);
      });
      try {
        return await Promise.race([running, late]);
      } finally {
        clearTimeout(timer);
        drawnOn.delete(id);
        // Answered by the timer: the task's own end (its thread ended, or a late page) is not waited for.
        running.catch(() => undefined);
      }
    },
    publish(configuration) {
      current = configuration;
      channel.postMessage(configuration);
      return untilApplied(configuration.generation);
    },
    ready: () => (current ? untilApplied(current.generation) : Promise.resolve()),
    get threads() {
      return pool.threads.length;
    },
    async stop() {
      channel.close();
      await pool.destroy();
    },
  };
}

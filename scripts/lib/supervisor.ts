/**
 * Keeps the processes of `npm run serve` running: starts them in order, restarts one that ends
 * on its own (after 1 s, doubling to 30 s while it keeps failing; back to 1 s once it has run for
 * a minute), and stops them all in reverse order. A process is a Service: adding one to the stack
 * is one more entry in serve.ts's list.
 */
export interface Running {
  /** Settles when the process ends (its exit code; null when ended by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface Service {
  name: string;
  /** Resolves once the process is ready to serve. */
  start(): Promise<Running>;
}

export type ServiceState = 'starting' | 'running' | 'restarting' | 'stopped';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

export class Supervisor {
  private readonly states = new Map<string, ServiceState>();
  private readonly running = new Map<string, Running>();
  private stopping = false;

  constructor(
    private readonly services: readonly Service[],
    private readonly log: (line: string) => void,
  ) {
    for (const service of services) this.states.set(service.name, 'stopped');
  }

  /** Every service's state, for the health endpoints. */
  status(): Record<string, ServiceState> {
    return Object.fromEntries(this.states);
  }

  allRunning(): boolean {
    return [...this.states.values()].every((state) => state === 'running');
  }

  /** Starts the services one after another; rejects if one fails its first start. */
  async start(): Promise<void> {
    for (const service of this.services) {
      this.states.set(service.name, 'starting');
      this.log(`${service.name}: starting`);
      const running = await service.start();
      this.adopt(service, running, Date.now(), FIRST_DELAY_MS);
    }
  }

  private adopt(service: Service, running: Running, since: number, delay: number): void {
    this.running.set(service.name, running);
    this.states.set(service.name, 'running');
    this.log(`${service.name}: running`);
    void running.exited.then((code) => {
      if (this.stopping) return;
      const ranFor = Date.now() - since;
      const wait = ranFor >= HEALTHY_AFTER_MS ? FIRST_DELAY_MS : delay;
      this.states.set(service.name, 'restarting');
      this.log(`${service.name}: ended unexpectedly (exit ${code ?? 'by signal'}), restarting in ${wait / 1000} s`);
      void this.restart(service, wait);
    });
  }

  private async restart(service: Service, wait: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (this.stopping) return;
    try {
      const running = await service.start();
      if (this.stopping) {
        await running.stop();
        return;
      }
      this.adopt(service, running, Date.now(), Math.min(wait * 2, MAX_DELAY_MS));
    } catch (error) {
      const next = Math.min(wait * 2, MAX_DELAY_MS);
      this.log(`${service.name}: restart failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), next try in ${next / 1000} s`);
      void this.restart(service, next);
    }
  }

  /** Stops every running service, the last started first. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const service of [...this.services].reverse()) {
      const running = this.running.get(service.name);
      if (!running) continue;
      this.log(`${service.name}: stopping`);
      try {
        await running.stop();
      } catch (error) {
        this.log(`${service.name}: stop failed (${String(error)})`);
      }
      this.states.set(service.name, 'stopped');
      this.log(`${service.name}: stopped`);
    }
  }
}

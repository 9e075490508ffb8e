/**
 * Limits on rendering, so that no client can stall the site by asking for pages nobody has asked
 * for yet (each costs a render; a cached page costs nothing):
 * - at most `maxConcurrent` renders at once. A request past it waits its turn, first come first
 *   served, for up to `queue.waitMs` while at most `queue.maxWaiting` others wait; past either
 *   the static page answers and the browser draws the page, as it does when the render server is
 *   down. Waiting, not answering at once, is what keeps a flood of fresh URLs off the event loop
 *   that answers cached pages: each connection of the flood holds a place in the queue instead of
 *   asking again as fast as static pages come back (docs/decisions.md#render-gate);
 * - each visitor (visitor.ts) may start `perVisitor.perSecond` renders a second, in bursts of
 *   `perVisitor.burst`; past that its requests wait `penaltyMs` and get the static page, which
 *   slows that client alone down and leaves the render slots to everybody else.
 */
import { LRUCache } from 'lru-cache';

export interface RenderGateOptions {
  maxConcurrent: number;
  /** Requests past `maxConcurrent` wait for a slot; `maxWaiting: 0` answers them at once with the static page. */
  queue: { maxWaiting: number; waitMs: number };
  perVisitor: { perSecond: number; burst: number };
  penaltyMs: number;
}

/** The per-visitor budget and the queue; `maxConcurrent` is sized by the render server to what its renderers draw at once. */
export const DEFAULT_RENDER_GATE: Omit<RenderGateOptions, 'maxConcurrent'> = {
  queue: { maxWaiting: 256, waitMs: 2000 },
  perVisitor: { perSecond: 4, burst: 20 },
  penaltyMs: 1000,
};

/** `render`: go ahead (call `done` when finished); otherwise answer with the static page after `delayMs`. */
export type Admission = { render: true; done: () => void } | { render: false; delayMs: number; reason: 'busy' | 'visitor' };

interface Waiting {
  admit: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class RenderGate {
  private active = 0;
  private readonly waiting: Waiting[] = [];
  /** Each visitor's token bucket; the least recently seen are forgotten first. */
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });

  constructor(private readonly options: RenderGateOptions) {}

  /** Admits a render now, after a wait for a slot, or not at all. */
  async admit(visitor: string, now = Date.now()): Promise<Admission> {
    const { perSecond, burst } = this.options.perVisitor;
    const bucket = this.buckets.get(visitor) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(visitor, bucket);
    if (bucket.tokens < 1) return { render: false, delayMs: this.options.penaltyMs, reason: 'visitor' };
    bucket.tokens -= 1;
    if (this.active < this.options.maxConcurrent) return this.slot();
    // Not rendered for want of a slot: the visitor keeps its token.
    const busy = (): Admission => {
      bucket.tokens += 1;
      return { render: false, delayMs: 0, reason: 'busy' };
    };
    if (this.waiting.length >= this.options.queue.maxWaiting) return busy();
    return new Promise<Admission>((resolve) => {
      const place: Waiting = {
        admit: () => resolve(this.slot()),
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(place), 1);
          resolve(busy());
        }, this.options.queue.waitMs),
      };
      this.waiting.push(place);
    });
  }

  private slot(): Admission {
    this.active += 1;
    let finished = false;
    return {
      render: true,
      done: () => {
        if (finished) return;
        finished = true;
        this.active -= 1;
        // The slot goes straight to the longest waiting request.
        const next = this.waiting.shift();
        if (next) {
          clearTimeout(next.timer);
          next.admit();
        }
      },
    };
  }

  get rendering(): number {
    return this.active;
  }

  /** Requests waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }
}

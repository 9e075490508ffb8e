/**
 * Limits on rendering, so that no client can stall the site by asking for pages nobody has asked
 * for yet (each costs a render; a cached page costs nothing):
 * - at most `maxConcurrent` renders at once; past it the static page answers and the browser draws
 *   the page, as it does when the render server is down;
 * - each visitor (visitor.ts) may start `perVisitor.perSecond` renders a second, in bursts of
 *   `perVisitor.burst`; past that its requests wait `penaltyMs` and get the static page, which
 *   slows that client alone down and leaves the render slots to everybody else.
 */
import { LRUCache } from 'lru-cache';

export interface RenderGateOptions {
  maxConcurrent: number;
  perVisitor: { perSecond: number; burst: number };
  penaltyMs: number;
}

/** The per-visitor budget; `maxConcurrent` is sized by the render server to what its renderers draw at once. */
export const DEFAULT_RENDER_GATE: Omit<RenderGateOptions, 'maxConcurrent'> = { perVisitor: { perSecond: 4, burst: 20 }, penaltyMs: 1000 };

/** `render`: go ahead (call `done` when finished); otherwise answer with the static page after `delayMs`. */
export type Admission = { render: true; done: () => void } | { render: false; delayMs: number; reason: 'busy' | 'visitor' };

export class RenderGate {
  private active = 0;
  /** Each visitor's token bucket; the least recently seen are forgotten first. */
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });

  constructor(private readonly options: RenderGateOptions) {}

  admit(visitor: string, now = Date.now()): Admission {
    const { perSecond, burst } = this.options.perVisitor;
    const bucket = this.buckets.get(visitor) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(visitor, bucket);
    if (bucket.tokens < 1) return { render: false, delayMs: this.options.penaltyMs, reason: 'visitor' };
    if (this.active >= this.options.maxConcurrent) return { render: false, delayMs: 0, reason: 'busy' };
    bucket.tokens -= 1;
    this.active += 1;
    let finished = false;
    return {
      render: true,
      done: () => {
        if (finished) return;
        finished = true;
        this.active -= 1;
      },
    };
  }

  get rendering(): number {
    return this.active;
  }
}

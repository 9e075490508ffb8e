/**
 * W3C Trace Context (`traceparent`) and JSON log lines, for the server-side processes (render
 * server, site server, signer): one request is followed through every log by its `trace_id`.
 * No tracing backend: only the header is honoured, passed on and logged.
 * https://www.w3.org/TR/trace-context/#traceparent-header
 */

export const TRACEPARENT = 'traceparent';

export interface TraceParent {
  traceId: string;
  /** The caller's span (parent-id). */
  spanId: string;
  flags: string;
}

// version 00: exactly this; a later version may append fields after the flags.
const HEADER = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZEROS = /^0+$/;

/** The header's fields when it is well formed (lower-case hex, no all-zero ids, not version ff); else undefined. */
export function parseTraceparent(value: unknown): TraceParent | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HEADER.exec(value.trim());
  if (!match) return undefined;
  const [, version = '', traceId = '', spanId = '', flags = '', rest] = match;
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (ZEROS.test(traceId) || ZEROS.test(spanId)) return undefined;
  return { traceId, spanId, flags };
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let hex = '';
  for (const value of values) hex += value.toString(16).padStart(2, '0');
  // All zeros is invalid: vanishingly unlikely, still never sent.
  return ZEROS.test(hex) ? randomHex(bytes) : hex;
}

/** This process's part of a request's trace: the id it logs and the header it sends on. */
export interface Trace {
  traceId: string;
  /** `traceparent` for the calls this process makes: the same trace, this process's span as parent. */
  traceparent: string;
}

/** Continues the caller's trace when its header is well formed; otherwise starts one (a malformed header is replaced). */
export function continueTrace(header: string | string[] | undefined): Trace {
  const caller = parseTraceparent(Array.isArray(header) ? header[0] : header);
  const traceId = caller?.traceId ?? randomHex(16);
  return { traceId, traceparent: `00-${traceId}-${randomHex(8)}-${caller?.flags ?? '00'}` };
}

export type LogLevel = 'info' | 'warn' | 'error';

/** Fields of a log line beyond its message; `trace_id` names the request it belongs to. */
export type LogFields = Record<string, string | number | boolean | undefined> & { level?: LogLevel; trace_id?: string };

/**
 * Logs one line for an HTTP request once it is answered: method, path (never the query string,
 * which may name a person), status, duration, and the trace id when it has one.
 */
export function logWhenAnswered(
  request: { method?: string | undefined; url?: string | undefined },
  response: { statusCode: number; once(event: 'finish', listener: () => void): unknown },
  log: (msg: string, fields: LogFields) => void,
  traceId: string | undefined,
): void {
  const started = performance.now();
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  response.once('finish', () =>
    log(`${request.method} ${path} ${response.statusCode}`, {
      method: request.method,
      path,
      status: response.statusCode,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      ...(traceId ? { trace_id: traceId } : {}),
    }),
  );
}

/** One JSON log line: {"time","level","msg",...fields}. */
export function jsonLogLine(msg: string, fields: LogFields = {}): string {
  const { level = 'info', ...rest } = fields;
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...rest });
}

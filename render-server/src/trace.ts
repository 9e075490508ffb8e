/**
 * One request followed through the logs: each page request continues its caller's W3C trace (a
 * well-formed `traceparent`) or starts one, runs within it, and logs one line once answered. The
 * API calls made for it carry the trace on (`traceparent` of RenderRequest), and every log line
 * written meanwhile names it (`jsonLog`): AsyncLocalStorage carries it through the request's
 * asynchronous work without passing it to each call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { continueTrace, jsonLogLine, logWhenAnswered, TRACEPARENT, type LogFields, type Trace } from 'shared-ui/trace';

export type Log = (line: string, fields?: LogFields) => void;

const current = new AsyncLocalStorage<Trace>();

/** The trace of the request being answered, if any. */
export const currentTrace = (): Trace | undefined => current.getStore();

/** Runs `answer` within the request's trace; with `requestLog`, logs the request once answered (never its query string). */
export function traced<T>(req: IncomingMessage, res: ServerResponse, requestLog: Log | undefined, answer: () => Promise<T>): Promise<T> {
  const trace = continueTrace(req.headers[TRACEPARENT]);
  if (requestLog) logWhenAnswered(req, res, requestLog, trace.traceId);
  return current.run(trace, answer);
}

/** A process's log as JSON lines, each naming the trace of the request it was written for. */
export function jsonLog(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Log {
  return (msg, fields = {}) => {
    const traceId = currentTrace()?.traceId;
    write(jsonLogLine(msg, traceId ? { trace_id: traceId, ...fields } : fields));
  };
}

import { describe, expect, test } from 'vitest';
import { continueTrace, jsonLogLine, parseTraceparent } from './trace';

const VALID = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('traceparent', () => {
  test('a well-formed header is read; malformed ones are not', () => {
    expect(parseTraceparent(VALID)).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', flags: '01' });
    for (const bad of [
      undefined,
      '',
      VALID.toUpperCase(),
      `${VALID}-extra`,
      'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
      '00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01',
    ]) {
      expect(parseTraceparent(bad), String(bad)).toBeUndefined();
    }
    // A later version may carry more fields after the flags.
    expect(parseTraceparent('01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-more')?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  test("the caller's trace is continued with a span of our own; a malformed or missing one is replaced", () => {
    const continued = continueTrace(VALID);
    expect(continued.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(continued.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(continued.traceparent).not.toBe(VALID);
    for (const header of [undefined, 'garbage', VALID.toUpperCase()]) {
      const started = continueTrace(header);
      expect(started.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(started.traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
      expect(parseTraceparent(started.traceparent)?.traceId).toBe(started.traceId);
    }
  });

  test('a log line is one JSON object with time, level and message first', () => {
    const line = JSON.parse(jsonLogLine('GET /verify 200', { status: 200, trace_id: 'abc' })) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(['time', 'level', 'msg', 'status', 'trace_id']);
    expect(line['level']).toBe('info');
    expect(JSON.parse(jsonLogLine('x', { level: 'warn' }))).toMatchObject({ level: 'warn', msg: 'x' });
  });
});

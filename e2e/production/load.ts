/**
 * A small load generator for the production layout: GET requests at a steady rate over HTTPS to
 * Caddy on loopback (for the test domain's name, its internal CA accepted), on kept-alive
 * connections as a browser or a CDN holds them. Each answer is kept with its status and body, or
 * the error that ended it.
 */
import { request as plainRequest, type IncomingMessage } from 'node:http';
import { Agent, request } from 'node:https';

/**
 * One GET and its whole answer: over HTTPS to Caddy for the site's name `host` (mapped to loopback,
 * its internal CA accepted), or without `host` over plain HTTP to a process's own loopback port.
 */
export function getText(options: { port: number; path: string; host?: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const read = (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    };
    const { port, path, host } = options;
    const req = host
      ? request({ host: '127.0.0.1', port, path, servername: host, headers: { Host: `${host}:${port}` }, rejectUnauthorized: false }, read)
      : plainRequest({ host: '127.0.0.1', port, path }, read);
    req.on('error', reject);
    req.end();
  });
}

export interface Answer {
  path: string;
  /** When it was sent, in ms after the load started. */
  at: number;
  status: number;
  body: string;
  error?: string;
}

export interface LoadOptions {
  port: number;
  host: string;
  /** Requests a second, sent evenly. */
  rate: number;
  seconds: number;
  /** The path of the n-th request. */
  path: (n: number) => string;
  /** Called once, this many ms into the load (a kill, a promote). */
  during?: { afterMs: number; run: () => Promise<void> | void };
}

export async function steadyLoad(options: LoadOptions): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32, rejectUnauthorized: false });
  const started = Date.now();
  const answers: Array<Promise<Answer>> = [];
  const send = (path: string): Promise<Answer> => {
    const at = Date.now() - started;
    return new Promise((resolve) => {
      const req = request(
        { agent, host: '127.0.0.1', port: options.port, path, servername: options.host, headers: { Host: `${options.host}:${options.port}` }, timeout: 20_000 },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ path, at, status: res.statusCode ?? 0, body }));
          res.on('error', (error) => resolve({ path, at, status: res.statusCode ?? 0, body, error: error.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer within 20 s')));
      req.on('error', (error) => resolve({ path, at, status: 0, body: '', error: error.message }));
      req.end();
    });
  };
  let during: Promise<void> | undefined;
  const total = Math.round(options.rate * options.seconds);
  for (let n = 0; n < total; n += 1) {
    // On an absolute schedule, so a slow answer never slows the rate.
    const due = started + (n * 1000) / options.rate;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    if (!during && options.during && Date.now() - started >= options.during.afterMs) during = Promise.resolve(options.during.run());
    answers.push(send(options.path(n)));
  }
  const all = await Promise.all(answers);
  await during;
  agent.destroy();
  return all;
}

/**
 * The releases a page's HTML names for each remote (`/releases/<remote>/<id>/` in its boot data,
 * remote entry and stylesheets), by remote: a page drawn with one release per remote names one.
 */
export function releasesNamed(html: string): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  for (const [, remote = '', id = ''] of html.matchAll(/\/releases\/([a-z][a-z0-9-]*)\/([0-9a-f]{6,64})\//g)) {
    if (!named.has(remote)) named.set(remote, new Set());
    named.get(remote)!.add(id);
  }
  return named;
}

/** Answers that are not a whole page: an error, a status other than 200, or a document cut short. */
export const failures = (answers: Answer[]) =>
  answers.filter((answer) => answer.error !== undefined || answer.status !== 200 || !answer.body.trimEnd().endsWith('</html>'));

export function summary(answers: Answer[]): string {
  const failed = failures(answers);
  const fiveHundreds = answers.filter((answer) => answer.status >= 500).length;
  const errors = answers.filter((answer) => answer.error !== undefined).length;
  return `${answers.length} requests, ${failed.length} not 200 (${fiveHundreds} 5xx, ${errors} errors)${failed.length ? `: ${failed.slice(0, 5).map((answer) => `${answer.path} at ${answer.at} ms: ${answer.error ?? answer.status}`).join('; ')}` : ''}`;
}

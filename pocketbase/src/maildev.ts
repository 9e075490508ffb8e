import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface RunningMailDev {
  smtpPort: number;
  webPort: number;
  /** The web UI and its REST API (GET /email lists the mails). */
  webUrl: string;
  stop(): Promise<void>;
}

export interface Mail {
  id?: string;
  subject: string;
  to: { address: string; name?: string }[];
  from?: { address: string; name?: string }[];
  text?: string;
  html?: string;
  date?: string;
  headers?: Record<string, string>;
}

const require = createRequire(import.meta.url);
const maildevCli = join(dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');

/**
 * Starts MailDev 2.2.1 in a child process. Not in-process: its module keeps one server per process
 * and installs SIGTERM/SIGINT handlers that exit the whole process, which would cut short the
 * shutdown of whoever started it.
 */
export async function startMailDev(o: { smtpPort: number; webPort: number }): Promise<RunningMailDev> {
  const mailDirectory = await mkdtemp(join(tmpdir(), 'gx-maildev-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      maildevCli,
      '--smtp', String(o.smtpPort),
      '--web', String(o.webPort),
      '--ip', '127.0.0.1',
      '--mail-directory', mailDirectory,
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));

  const webUrl = `http://127.0.0.1:${o.webPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    await rm(mailDirectory, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`MailDev exited with ${child.exitCode}: ${errors.trim()}`);
    const ready = await fetch(`${webUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { smtpPort: o.smtpPort, webPort: o.webPort, webUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`MailDev did not answer ${webUrl}/healthz within 20 s`);
}

/** The mails a MailDev has received, newest first. */
export async function listMails(webUrl: string): Promise<Mail[]> {
  const response = await fetch(`${webUrl}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to GET /email`);
  const mails = (await response.json()) as Mail[];
  // MailDev lists oldest first; reversing first keeps mails of the same second newest first.
  return mails.reverse().sort((a, b) => Date.parse(b.date ?? '') - Date.parse(a.date ?? ''));
}

/** Deletes every mail a MailDev holds. */
export async function clearMails(webUrl: string): Promise<void> {
  const response = await fetch(`${webUrl}/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to DELETE /email/all`);
}

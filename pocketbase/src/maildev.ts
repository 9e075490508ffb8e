import { startAnswering } from 'gx-processes';
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
  const webUrl = `http://127.0.0.1:${o.webPort}`;
  const running = await startAnswering(
    process.execPath,
    [
      maildevCli,
      '--smtp', String(o.smtpPort),
      '--web', String(o.webPort),
      '--ip', '127.0.0.1',
      '--mail-directory', mailDirectory,
      '--silent',
    ],
    { name: 'MailDev', ready: `${webUrl}/healthz`, timeoutMs: 20_000 },
  ).catch(async (error: unknown) => {
    await rm(mailDirectory, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await running.stop();
    await rm(mailDirectory, { recursive: true, force: true });
  };
  return { smtpPort: o.smtpPort, webPort: o.webPort, webUrl, stop };
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

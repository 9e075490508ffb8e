import { expect } from '@playwright/test';
import { mailWebUrl } from './system';

interface Mail {
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
}

/** Waits until MailDev has received a mail to this address whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailWebUrl}/email`);
        const mails = (await response.json()) as Mail[];
        found = mails.reverse().find((mail) => mail.to.some((r) => r.address === to) && subject.test(mail.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The first link in a mail that points at the site. */
export function linkIn(mail: Mail, startsWith: string): string {
  const links = [...(mail.html ?? mail.text ?? '').matchAll(/https?:\/\/[^"'\s<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));
  const link = links.find((href) => href.startsWith(startsWith));
  if (!link) throw new Error(`No link to ${startsWith} in mail "${mail.subject}"`);
  return link;
}

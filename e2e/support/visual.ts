/**
 * What the visual comparison suite (tests/visual.spec.ts) holds still: the moment every browser
 * and the market-data fixture believe it is, the accounts and certificates it shows (fixed
 * names, IDs and dates), and one browser context per window size with the sign-ins reused.
 */
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { formatDateTime, formatLongDate } from 'shared-ui/certificate';
import { issueCertificate, signIn } from './certificates';
import { blockProviderHosts, main } from './pages';
import { pocketbaseUrl } from 'shared-ui/build/topology';
import { admin, createVerifiedUser, strongPassword } from './system';

/** The moment the pages are drawn at: the browsers' clock and the market fixture's (start.ts --market-time). */
export const FIXED_TIME = '2026-11-16T09:30:00.000Z';

/** The holder whose dashboard, printable certificate and verification results are captured. */
export const holder = { email: 'asha.verma@example.com', password: strongPassword, firstName: 'Asha', lastName: 'Verma' };

/**
 * Dates far from any run's today where the server decides a status by the real date: the expired
 * one expired long ago, the valid one expires long after.
 */
export const certificates = {
  valid: {
    certificateId: '7D1E5C0A-3B2F-4C8D-9E6A-1F0B2C3D4E5F',
    title: 'Career Guidance Programme',
    description: 'Completed all six modules of the career guidance programme with distinction.',
    issued: '2026-11-02',
    expires: '2031-11-02',
    pdf: 'Asha Verma',
  },
  expired: {
    certificateId: '2A9B8C7D-6E5F-4A1B-8C2D-3E4F5A6B7C8D',
    title: 'Public Speaking',
    issued: '2024-05-10',
    expires: '2025-05-10',
  },
  revoked: {
    certificateId: '5F4E3D2C-1B0A-4F9E-A8D7-C6B5A4F3E2D1',
    title: 'Digital Marketing Basics',
    issued: '2025-08-01',
    status: 'revoked' as const,
    revocationReason: 'Issued to the wrong recipient.',
    revokedAt: '2025-09-15',
  },
};

/** An ID in the right form that no certificate has. */
export const unknownCertificateId = '00000000-0000-4000-8000-000000000000';

/**
 * Creates the holder and their certificates, each verified once from this machine (the count
 * the dashboard shows: one per address a day), so that no page depends on which tests ran
 * before it. The system is fresh (start.ts --e2e), so once a run.
 */
export async function seedVisualData() {
  await createVerifiedUser('visual', holder);
  for (const certificate of Object.values(certificates)) {
    await issueCertificate(holder.email, certificate);
    const verified = await fetch(`${pocketbaseUrl}/api/gx/verify/${certificate.certificateId}`);
    expect(verified.status).toBe(200);
  }
}

type Account = { email: string; password: string };

/**
 * The page every test of a worker uses: one context per window size (a project), so the site's
 * scripts are cached after the first page and each account signs in once.
 */
interface SizedWindow {
  page: Page;
  /** The stored session of each account signed in so far in this worker, by e-mail. */
  sessions: Map<string, string>;
}

export const test = base.extend<{ accountOf: (account: Account | null) => Promise<void> }, { sized: SizedWindow }>({
  sized: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, baseURL, timezoneId: 'UTC', locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce' });
      await context.clock.setFixedTime(FIXED_TIME);
      await blockProviderHosts(context);
      await provide({ page: await context.newPage(), sessions: new Map() });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sized }, provide) => provide(sized.page),
  accountOf: async ({ sized: { page, sessions } }, provide) => {
    // The site keeps its session in localStorage: each account's is kept whole and put back.
    const restore = (entries: string) =>
      page.evaluate((saved) => {
        localStorage.clear();
        for (const [key, value] of JSON.parse(saved) as Array<[string, string]>) localStorage.setItem(key, value);
      }, entries);
    await provide(async (account) => {
      // Any page of the site's origin gives access to its storage.
      await page.goto('/runtime-config.json');
      const stored = account ? sessions.get(account.email) : '[]';
      if (stored) return restore(stored);
      await restore('[]');
      await page.goto('/auth');
      await signIn(page, account!);
      await expect(page).toHaveURL(/\/dashboard$/);
      sessions.set(account!.email, await page.evaluate(() => JSON.stringify(Object.entries(localStorage))));
    });
  },
});

export { admin, expect, main };

/** A file name for a route: '/' is 'home', '/contact?source=x' is 'contact-source-x'. */
export function shotName(path: string): string {
  return `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`;
}

const serverDate = (day: Date) => `${day.toISOString().slice(0, 10)} 00:00:00.000Z`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The moments the server stamps itself while the suite runs (an account's creation, a queued
 * mail, the first admin's role) in the site's two date styles, today's and yesterday's (a run
 * across midnight), each with what it reads as at the suite's fixed moment.
 */
function serverStamps(): Array<[pattern: string, fixed: string]> {
  return [0, 1].flatMap((daysAgo) => {
    const day = serverDate(new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000));
    return [
      [escape(formatDateTime(day)).replace('12:00 AM', '\\d{2}:\\d{2} [AP]M'), formatDateTime(FIXED_TIME)],
      [escape(formatLongDate(day)), formatLongDate(FIXED_TIME)],
    ] satisfies Array<[string, string]>;
  });
}

/**
 * Writes the server's own stamps of this run as the fixed moment, in the page's text: unlike a
 * mask, the text keeps one width whatever the day, so the layout around it does too.
 */
async function holdServerStamps(page: Page) {
  await page.evaluate((stamps) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.textContent ?? '';
      for (const [pattern, fixed] of stamps) text = text.replace(new RegExp(pattern, 'g'), fixed);
      if (text !== node.textContent) node.textContent = text;
    }
  }, serverStamps());
}

/**
 * Compares the whole page with its baseline, scrolled back to the top. The pointer is parked in
 * the page's top-left corner, so that no hover state depends on the test before, unless the test
 * placed it (`pointer: 'kept'`). `mask` covers what no fixed clock or seed can hold still.
 */
export async function expectLook(page: Page, name: string, options: { mask?: Locator[]; soft?: boolean; pointer?: 'parked' | 'kept' } = {}) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  if (options.pointer !== 'kept') await page.mouse.move(0, 0);
  await holdServerStamps(page);
  await (options.soft ? expect.soft(page) : expect(page)).toHaveScreenshot(name, { fullPage: true, ...(options.mask ? { mask: options.mask } : {}) });
}

import { expect, test } from '@playwright/test';
import { pocketbaseUrl } from 'shared-ui/build/topology';

/**
 * Going past the server's verification limit (docs/rules.md#errors "Too many attempts"). Every browser and this
 * test are the same client address (127.0.0.1), so using up the limit would fail any verification
 * for the next minute: playwright.config.ts runs this file in its own project, after all others.
 */

/**
 * Verifies through the real API, from this machine's address, until the server refuses; returns
 * how long the refusal lasts (its Retry-After, in seconds).
 */
async function exhaustTheLimit(): Promise<number> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const response = await fetch(`${pocketbaseUrl}/api/gx/verify/CERT-LIMIT-${attempt}`);
    if (response.status === 429) return Number(response.headers.get('retry-after'));
  }
  throw new Error('the server never refused a verification');
}

test('past the server’s limit, verification says Too many attempts', async ({ page }) => {
  test.setTimeout(180_000);
  // The window slides: the earlier journeys' verifications in it leave first, and a refusal lasts
  // only until the oldest counted one has left. Wait those out and use the limit up again until the
  // window holds only this test's attempts, so that the page below is refused too.
  let refusedFor = await exhaustTheLimit();
  while (refusedFor < 30) {
    await new Promise((resolve) => setTimeout(resolve, refusedFor * 1000));
    refusedFor = await exhaustTheLimit();
  }

  await page.goto('/verify/CERT-ANYTHING');
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Too many attempts' });
  await expect(toast).toContainText('You have exceeded the verification limit. Please try again later.');
  const result = page.getByRole('region', { name: 'Verification result' });
  await expect(result.getByText('Too many attempts')).toBeVisible();
  await expect(result.getByText('You have exceeded the verification limit. Please try again later.')).toBeVisible();
  // Not verified: the visitor may try again later.
  await expect(result.getByText('Ready to verify')).toBeVisible();
});

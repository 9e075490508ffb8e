import { expect, test } from '@playwright/test';
import { pocketbaseUrl } from 'shared-ui/build/topology';

/**
 * Going past the server's verification limit (spec §8 'Too many attempts'). Every browser and this
 * test are the same client address (127.0.0.1), so using up the limit would fail any verification
 * for the next minute: playwright.config.ts runs this file in its own project, after all others.
 */
test('past the server’s limit, verification says Too many attempts', async ({ page }) => {
  // Use up the limit through the real API, from this machine's address, until the server refuses.
  let status = 0;
  for (let attempt = 0; attempt < 1000 && status !== 429; attempt += 1) {
    status = (await fetch(`${pocketbaseUrl}/api/gx/verify/CERT-LIMIT-${attempt}`)).status;
  }
  expect(status).toBe(429);

  await page.goto('/verify/CERT-ANYTHING');
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Too many attempts' });
  await expect(toast).toContainText('You have exceeded the verification limit. Please try again later.');
  const result = page.getByRole('region', { name: 'Verification result' });
  await expect(result.getByText('Too many attempts')).toBeVisible();
  await expect(result.getByText('You have exceeded the verification limit. Please try again later.')).toBeVisible();
  // Not verified: the visitor may try again later.
  await expect(result.getByText('Ready to verify')).toBeVisible();
});

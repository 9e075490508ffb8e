import { expect, test, type Page, type Route } from '@playwright/test';
import { admin, apiClient, uniqueEmail } from '../support/system';
import { contactForm, fillContact, sendContact } from '../support/contact';

/**
 * The contact form (docs/rules.md#contact, #states, #validation, #errors, #limits) against the real contact route of
 * PocketBase. Messages are really sent and stored; the e2e system raises the server's
 * per-address limit because every browser here is 127.0.0.1 (the server tests prove the real
 * one). Two failure paths need a server answer that cannot be provoked from here, a dropped
 * connection and the server's own 429, and use route fixtures.
 */

const CONTACT_ROUTE = '**/api/gx/contact';
/** The support address the failure toast names (shared-ui/src/company.ts). */
const SUPPORT_EMAIL = 'support@gxacademy.example';

const toasts = (page: Page) => page.getByRole('alert');

async function expectToast(page: Page, title: string, text: string) {
  const toast = toasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(text);
}

test.describe('wording', () => {
  test('speaks to schools by default', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Inspire Your Students?' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Tell us about your students');
    await expect(page).toHaveTitle(/Book Career Guidance and Workshops for Your Students/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /students/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('speaks to businesses when the booking came from GXIT Solutions', async ({ page }) => {
    await page.goto('/contact?source=gxit-solutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Transform Your Business?' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('A consultant will reply');
    await expect(page).toHaveTitle(/Start Your IT Project with GXIT Solutions/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /business/);
  });

  test('a GX Academy booking link keeps the student wording', async ({ page }) => {
    await page.goto('/gx-academy/career-guidance');
    await page.getByRole('link', { name: 'Book Your Career Session' }).click();
    await expect(page).toHaveURL(/\/contact\?source=gx-academy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Inspire Your Students?' })).toBeVisible();
  });
});

test.describe('validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('asks for the e-mail and the message', async ({ page }) => {
    await fillContact(page, { name: 'Asha Rao' });
    await sendContact(page);
    await expectToast(page, 'Please fill in required fields', 'Email and message are required to send your message.');
  });

  test('refuses an invalid e-mail address', async ({ page }) => {
    await fillContact(page, { email: 'asha@nowhere', message: 'We would like a career workshop.' });
    await sendContact(page);
    await expectToast(page, 'Invalid email', 'Please enter a valid email address');
  });

  test('refuses a message shorter than ten characters', async ({ page }) => {
    await fillContact(page, { email: 'asha@example.com', message: 'Hello' });
    await sendContact(page);
    await expectToast(page, 'Message too short', 'Message must be at least 10 characters long.');
  });

  test('refuses a name with characters a name cannot have', async ({ page }) => {
    await fillContact(page, { name: '<script>', email: 'asha@example.com', message: 'We would like a career workshop.' });
    await sendContact(page);
    await expectToast(page, 'Invalid name', 'Name can only contain letters, spaces, hyphens, and apostrophes');
  });
});

test('a sent message thanks the sender by first name and reaches the admins', async ({ page }) => {
  const email = uniqueEmail('contact');
  const message = `Please plan a career workshop for our Class 10 students (${email}).`;
  // Hold the request until the button has been seen in its sending state.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACT_ROUTE, async (route: Route) => {
    await released;
    await route.continue();
  });

  await page.goto('/contact?source=gx-academy');
  await fillContact(page, { name: 'Asha Rao', email, phone: '+91 98765 43210', message });
  await sendContact(page);
  const sending = contactForm(page).getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/thank-you\?name=Asha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You, Asha!' })).toBeVisible();

  const pb = apiClient();
  await pb.collection('users').authWithPassword(admin.email, admin.password);
  const stored = await pb.collection('contact_messages').getFirstListItem(pb.filter('email = {:email}', { email }));
  expect(stored).toMatchObject({ name: 'Asha Rao', email, phone: '+91 98765 43210', message, source: 'gx-academy' });
});

test('a message that cannot be sent names the support address', async ({ page }) => {
  await page.route(CONTACT_ROUTE, (route) => route.abort('failed'));
  await page.goto('/contact');
  await fillContact(page, { email: 'asha@example.com', message: 'We would like a career workshop.' });
  await sendContact(page);
  await expectToast(page, 'Something went wrong', `Please try again or contact us directly at ${SUPPORT_EMAIL}`);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(contactForm(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('the fourth message within ten minutes is refused in the browser', async ({ page }) => {
  // Real sends: the e2e system raises the server's per-address limit (all browsers here are
  // 127.0.0.1), so the limit met here is the browser's own, three per ten minutes.
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/gx/contact')) posted.push(request.url());
  });
  await page.goto('/contact');
  for (let sent = 1; sent <= 3; sent += 1) {
    await fillContact(page, { email: 'asha@example.com', message: `Message number ${sent} about a workshop.` });
    await sendContact(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    // Back through the site's own navigation: the limit holds for the visit, not the page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(contactForm(page)).toBeVisible();
  }
  await fillContact(page, { email: 'asha@example.com', message: 'Message number 4 about a workshop.' });
  await sendContact(page);
  await expectToast(page, 'Too many attempts', 'Please wait 10 minutes before submitting again.');
  await expect(page).toHaveURL(/\/contact$/);
  expect(posted).toHaveLength(3);
});

test('the server’s own rate limit is shown with its wait', async ({ page }) => {
  await page.route(CONTACT_ROUTE, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 429, error: 'rate_limited', title: 'Too many attempts', message: 'Please wait 7 minutes before submitting again.', retry_after_minutes: 7 }),
    }),
  );
  await page.goto('/contact');
  await fillContact(page, { email: 'asha@example.com', message: 'We would like a career workshop.' });
  await sendContact(page);
  await expectToast(page, 'Too many attempts', 'Please wait 7 minutes before submitting again.');
});

test('the home page carries the same form', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: /Talk About Your Goals/ });
  // Server-rendered, the section is in the page at once; its code loads as it nears the viewport.
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeInViewport();
  await sendContact(page);
  await expectToast(page, 'Please fill in required fields', 'Email and message are required to send your message.');
});

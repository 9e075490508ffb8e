/**
 * Faults survived, nothing lost, with the real services stopped and started
 * through the e2e control port: PocketBase restarted while a user is signed in, and the mail
 * server down during sign-up and the contact form (the verification mail is kept and sent later).
 */
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, startService, stopService, strongPassword, superuserClient, uniqueEmail } from '../support/system';
import { issueCertificate, signIn } from '../support/certificates';
import { fillContact, sendContact } from '../support/contact';
import { linkIn, waitForMail } from '../support/mail';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Signs up through /auth with a strong password; the account is stored whether or not its mail goes out. */
async function signUp(page: Page, person: { firstName: string; lastName: string; email: string }) {
  await page.goto('/auth?tab=signup');
  await field(page, 'First name').fill(person.firstName);
  await field(page, 'Last name').fill(person.lastName);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(strongPassword);
  await field(page, 'Confirm password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
}

test.describe('PocketBase stops and starts while a user is signed in', () => {
  test.afterEach(async () => {
    await startService('pocketbase');
  });

  test('the session survives, failed pages show their error and recover, no record is lost', async ({ page }) => {
    // Two restarts of a PocketBase with its production hooks pool (a few seconds each).
    test.setTimeout(120_000);
    const holder = await createVerifiedUser('restart');
    const certificate = await issueCertificate(holder.email, { title: 'Survives Restarts', issued: '2026-03-05' });
    const certificateId = String(certificate['certificate_id']);
    await signIn(page, holder);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Survives Restarts').first()).toBeVisible();

    await stopService('pocketbase');

    // The dashboard, reloaded while the server is down: still signed in, the list in its error state.
    await page.reload();
    await expect(page.getByText(`Welcome back, ${holder.email}`)).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: 'Error loading certificates' });
    await expect(failed.first()).toBeVisible();

    // A verification while it is down: the spec's failure notice, not a crash.
    await page.goto(`/verify/${certificateId}`);
    await expect(page.getByText('Verification failed').first()).toBeVisible();
    await expect(page.getByText('Valid certificate')).toHaveCount(0);

    await startService('pocketbase');

    // Verification recovers by asking again.
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await expect(page.getByText('Valid certificate').first()).toBeVisible();

    // The dashboard recovers by Try Again, still signed in, with the certificate.
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, ${holder.email}`)).toBeVisible();
    await expect(page.getByText('Survives Restarts').first()).toBeVisible();
    await stopService('pocketbase');
    await page.goto('/dashboard');
    await expect(failed.first()).toBeVisible();
    await startService('pocketbase');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Survives Restarts').first()).toBeVisible();
    await expect(page.getByText(`Welcome back, ${holder.email}`)).toBeVisible();

    // Nothing lost: the certificate and the account are as they were.
    const root = await superuserClient();
    const stored = await root.collection('certificates').getOne(certificate.id);
    expect(stored['certificate_id']).toBe(certificateId);
    expect(stored['title']).toBe('Survives Restarts');
    expect((await root.collection('users').getOne(holder.id))['email']).toBe(holder.email);
  });
});

test.describe('the mail server is down', () => {
  test.beforeEach(async () => {
    await stopService('maildev');
  });
  test.afterEach(async () => {
    await startService('maildev');
  });

  test('sign-up: the account is stored and the user is told to check their inbox', async ({ page }) => {
    const email = uniqueEmail('nomail');
    await signUp(page, { firstName: 'Nora', lastName: 'Mailless', email });

    const root = await superuserClient();
    const stored = await root.collection('users').getFirstListItem(root.filter('email = {:email}', { email }));
    expect(stored['verified']).toBe(false);
    expect(stored['first_name']).toBe('Nora');
  });

  test('contact: the message is stored and the sender reaches the thank-you page', async ({ page }) => {
    const email = uniqueEmail('contact-nomail');
    await page.goto('/contact');
    await fillContact(page, { name: 'Mira', email, message: 'Please call me about a workshop while your mail is down.' });
    await sendContact(page);
    await expect(page).toHaveURL(/\/thank-you\?name=Mira$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You, Mira!' })).toBeVisible();

    const root = await superuserClient();
    const stored = await root.collection('contact_messages').getFirstListItem(root.filter('email = {:email}', { email }));
    expect(stored['message']).toBe('Please call me about a workshop while your mail is down.');
  });
});

test.describe('the mail server is down, then back', () => {
  test('sign-up says the mail could not be sent; Try again sends it once the server is back', async ({ page }) => {
    await stopService('maildev');
    let mailUp = false;
    try {
      const email = uniqueEmail('mail-later');
      await signUp(page, { firstName: 'Lena', lastName: 'Later', email });
      await expect(page.getByText('We could not send the mail; try again.')).toBeVisible({ timeout: 15_000 });

      await startService('maildev');
      mailUp = true;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('The mail has been sent. Please check your inbox.')).toBeVisible();
      const mail = await waitForMail(email, /verif/i);
      expect(linkIn(mail, 'http://localhost:3000/auth?')).toContain('verify_token=');
    } finally {
      if (!mailUp) await startService('maildev');
    }
  });
});

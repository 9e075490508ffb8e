import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mail';
import { admin, apiClient, createVerifiedUser, siteUrl, strongPassword, uniqueEmail } from '../support/system';

/**
 * Accounts (docs/rules.md#auth, #states, #errors): sign-up with e-mail verification, sign-in, password reset
 * and the session, against the real PocketBase and MailDev.
 */

const texts = {
  verificationSent: 'Verification email sent! Please check your inbox and click the verification link.',
  verified: 'Your email address has been verified. You can now sign in.',
  notVerified: 'Please check your email and click the verification link before signing in.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  resetSent: 'Password reset email sent! Check your inbox for the reset link.',
  passwordChanged: 'Your password has been changed. You can now sign in with your new password.',
};

const navigation = (page: Page) => page.getByRole('banner');

/** A form field by its accessible name (a label's required-asterisk is hidden from it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillSignIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An account that has signed up but not opened its verification mail. */
async function createUnverifiedUser(label: string) {
  const email = uniqueEmail(label);
  await apiClient()
    .collection('users')
    .create({ email, password: strongPassword, passwordConfirm: strongPassword, first_name: 'Una', last_name: 'Verified' });
  return { email, password: strongPassword };
}

test('sign up, open the verification mail, sign in: the navigation shows Dashboard', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
  await field(page, 'First name').fill('Ann');
  await field(page, 'Last name').fill("O'Brien-Lee");
  await field(page, 'Email').fill(email);
  const create = page.getByRole('button', { name: 'Create Account' });
  await field(page, 'Password').fill('weakpass');
  await expect(create).toBeDisabled();
  await field(page, 'Password').fill(strongPassword);
  await field(page, 'Confirm password').fill(strongPassword);
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page.getByText(texts.verificationSent)).toBeVisible();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('');

  const mail = await waitForMail(email, /verify/i);
  const link = linkIn(mail, `${siteUrl}/auth`);
  expect(link).toContain('verify_token=');
  await page.goto(link);
  await expect(page.getByText(texts.verified)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?verified=true$/);

  await expect(field(page, 'Email')).toHaveValue(email);
  await field(page, 'Password').fill(strongPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('signing in before verifying asks the user to open the verification mail', async ({ page }) => {
  const user = await createUnverifiedUser('unverified');
  await page.goto('/auth');
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText(texts.notVerified)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password is refused with the spec text', async ({ page }) => {
  const user = await createVerifiedUser('wrongpass');
  await page.goto('/auth');
  await fillSignIn(page, user.email, 'Not-the-Passw0rd!');
  await expect(page.getByText(texts.invalidCredentials)).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('signing up with an e-mail that has an account says so', async ({ page }) => {
  const user = await createVerifiedUser('taken');
  await page.goto('/auth?tab=signup');
  await field(page, 'First name').fill('Tak');
  await field(page, 'Last name').fill('En');
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(strongPassword);
  await field(page, 'Confirm password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account creation failed')).toBeVisible();
  await expect(page.getByText(texts.alreadyRegistered)).toBeVisible();
  await expect(page.getByText(texts.verificationSent)).toHaveCount(0);
});

test('forgot password: the mail link sets a new password, which signs in; the old one no longer does', async ({ page }) => {
  const user = await createVerifiedUser('reset');
  const newPassword = 'N3w!Passw0rd-2025';
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const resetField = field(page, 'Email for the reset link');
  await resetField.fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(texts.resetSent)).toBeVisible();
  await expect(resetField).toHaveValue('');

  const mail = await waitForMail(user.email, /reset/i);
  const link = linkIn(mail, `${siteUrl}/auth`);
  expect(link).toContain('reset_token=');
  await page.goto(link);
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(texts.passwordChanged)).toBeVisible();

  // The link is spent: opening it again says so and offers a new one.
  await page.goto(link);
  await field(page, 'New password').fill('An0ther!Passw0rd');
  await field(page, 'Confirm new password').fill('An0ther!Passw0rd');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('This password reset link has expired or has already been used. Please ask for a new one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a New Link' })).toBeVisible();

  await page.goto('/auth');
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByText(texts.invalidCredentials)).toBeVisible();

  await field(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in user who opens /auth lands on /dashboard, and stays signed in across a reload', async ({ page }) => {
  const user = await createVerifiedUser('signedin');
  await signInThroughPage(page, user.email, user.password);
  await page.reload();
  await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/auth');
  const entries = await page.evaluate(() => history.length);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The redirect replaced /auth in the history instead of adding an entry after it.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('a visitor who opens /dashboard is sent to /auth and brought back after signing in', async ({ page }) => {
  const user = await createVerifiedUser('returning');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor who opens /admin is sent to /auth and brought back after signing in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await fillSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
});

test('signing out ends the session everywhere: the navigation offers Sign In again', async ({ page }) => {
  const user = await createVerifiedUser('signout');
  await signInThroughPage(page, user.email, user.password);
  await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(navigation(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.reload();
  await expect(navigation(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

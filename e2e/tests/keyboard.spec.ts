import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrationStarted } from '../support/hydration';

/**
 * Every control reachable and usable with the keyboard alone, and focus
 * returning somewhere sensible after a drawer closes. These journeys press keys only: no clicks.
 */

const main = (page: Page) => page.getByRole('main');

/** Presses Tab until the given element has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'} within ${limit} presses`).toBeFocused();
}

test.describe('the skip link', () => {
  test('is the first Tab stop, shows itself, and moves focus to the main content', async ({ page }) => {
    await page.goto('/services');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    // Before hydration the link is a plain anchor, which puts #main-content in the address.
    await hydrationStarted(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
    // The next Tab lands inside the page's content, past the navigation.
    await page.keyboard.press('Tab');
    await expect(main(page).locator(':focus')).toHaveCount(1);
    await expect(page).toHaveURL(/\/services$/);
  });

  test('is on the pages the shell draws itself too', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
  });
});

test.describe('the top navigation on a desktop', () => {
  test('reaches every entry and follows one with Enter', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Career Roadmaps', 'Services', 'Contact']) {
      await tabTo(page, navigation.getByRole('link', { name }));
    }
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the mobile navigation drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Opens `path`, tabs to the closed menu button and presses `key` on it. */
  async function openDrawerWithKeyboard(page: Page, path: string, key: 'Enter' | 'Space') {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    await tabTo(page, menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press(key);
    return { menuButton, drawer: page.getByRole('dialog', { name: 'Menu' }) };
  }

  test('opens from the keyboard, keeps focus inside, and closes with Escape back to the menu button', async ({ page }) => {
    const { menuButton, drawer } = await openDrawerWithKeyboard(page, '/', 'Enter');
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the drawer and stays there however far the user tabs.
    await expect(drawer.locator(':focus')).toHaveCount(1);
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      await expect(drawer.locator(':focus')).toHaveCount(1);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('follows a link with Enter, closes, and hands focus back to the menu button', async ({ page }) => {
    const { menuButton, drawer } = await openDrawerWithKeyboard(page, '/', 'Enter');
    const services = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Services' });
    await tabTo(page, services, { limit: 12 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    await expect(drawer).toBeHidden();
    await expect(main(page).getByRole('heading', { name: 'Three Divisions, One Team' })).toBeVisible();
    await expect(menuButton).toBeFocused();
  });

  test('closes from its own close button, reached with the keyboard', async ({ page }) => {
    const { menuButton, drawer } = await openDrawerWithKeyboard(page, '/contact', 'Space');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: 'Close navigation' }), { limit: 12 });
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('the FAQ on /gx-exchange', () => {
  test('opens a question with Enter, moves with the arrow keys, and keeps one answer open at a time', async ({ page }) => {
    await page.goto('/gx-exchange');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq).toBeVisible();
    const first = faq.getByRole('button', { name: 'What is USDT OTC trading?' });
    const second = faq.getByRole('button', { name: 'How fast is settlement?' });
    await tabTo(page, first, { limit: 80 });
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/Over-the-counter \(OTC\) trading means/)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/Most trades settle in under 5 minutes/)).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/Over-the-counter \(OTC\) trading means/)).toBeHidden();

    // The same key closes it again.
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the /auth page', () => {
  test('switches tabs with the arrow keys and reaches every field of each form', async ({ page }) => {
    await page.goto('/auth');
    await expect(main(page).getByRole('heading', { name: 'Your GX account' })).toBeVisible();
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
    await tabTo(page, signInTab);
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(signUpTab).toBeFocused();
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=signup/);

    const signUp = page.getByRole('form', { name: /sign up/i });
    for (const field of [/First name/, /Last name/, /^Email/]) await tabTo(page, signUp.getByRole('textbox', { name: field }), { limit: 6 });
    await tabTo(page, signUp.getByLabel(/^Password/).first(), { limit: 4 });
    await tabTo(page, signUp.getByLabel(/Confirm password/i), { limit: 6 });

    await tabTo(page, signUpTab, { backwards: true });
    await page.keyboard.press('ArrowLeft');
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=signin/);
  });

  test('signs in with the keyboard alone', async ({ page }) => {
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    const email = signIn.getByRole('textbox', { name: /^Email/ });
    await tabTo(page, email);
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Tab');
    await expect(signIn.getByLabel(/^Password/).first()).toBeFocused();
    await page.keyboard.type('Wrong#Password1');
    await page.keyboard.press('Enter');
    // The server's answer reaches the user (a toast), and focus is not lost to the page's top.
    await expect(page.getByText('Invalid email or password. Please check your credentials and try again.')).toBeVisible();
  });

  test('shows and hides the password, and opens the reset panel, from the keyboard', async ({ page }) => {
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    const password = signIn.getByLabel(/^Password/).first();
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = signIn.getByRole('button', { name: /show password/i });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');

    const forgot = page.getByRole('button', { name: 'Forgot your password?' });
    await tabTo(page, forgot);
    await page.keyboard.press('Enter');
    await expect(forgot).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Reset your password' });
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('textbox', { name: /Email/ }), { limit: 4 });
    await tabTo(page, panel.getByRole('button', { name: 'Send Reset Link' }), { limit: 4 });
  });
});

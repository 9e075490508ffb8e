import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider, useSession } from 'shared-ui';
import { MemoryRouter } from 'shared-ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TopNavigation } from './TopNavigation';

function setViewport(size: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport(size);
}

function renderNavigation() {
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      <MemoryRouter>
        <TopNavigation />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
  return user;
}

/** The account links of the desktop header (outside the main navigation, the drawer and the logo's home link). */
function headerAccountLinks() {
  const header = screen.getByRole('banner');
  const main = within(header).getByRole('navigation', { name: 'Main' });
  return within(header)
    .getAllByRole('link')
    .filter((link) => !main.contains(link) && link.getAttribute('href') !== '/')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

beforeEach(() => {
  useSession.setState({ user: null, session: null, loading: false, role: null });
});

afterEach(() => {
  cleanup();
  setViewport({ width: 1024, height: 768 });
});

describe('the top navigation (docs/rules.md#navigation)', () => {
  it('shows Sign In and Book Now to a visitor', () => {
    renderNavigation();
    expect(headerAccountLinks()).toEqual([
      ['Sign In', '/auth'],
      ['Book Now', '/contact'],
    ]);
  });

  it('shows Dashboard to a signed-in user', () => {
    useSession.setState({ user: { id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', verified: true }, session: { token: 't' } });
    renderNavigation();
    expect(headerAccountLinks()).toEqual([['Dashboard', '/dashboard']]);
  });

  it('shows neither while a stored session is being checked', () => {
    useSession.setState({ loading: true });
    renderNavigation();
    expect(headerAccountLinks()).toEqual([]);
  });

  it('names the logo link by the company name it shows', () => {
    renderNavigation();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'GX Academy' })).toHaveProperty('pathname', '/');
  });

  it('says whether the mobile menu is open', async () => {
    setViewport({ width: 375, height: 800 });
    const user = renderNavigation();
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    await screen.findByRole('navigation', { name: 'Mobile' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
  });

  it('mirrors the entries and account links in the mobile drawer', async () => {
    // A phone-sized window: the burger and the drawer exist only below the md breakpoint.
    setViewport({ width: 375, height: 800 });
    const user = renderNavigation();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'About', 'Career Roadmaps', 'Services', 'Contact', 'Sign In', 'Book Now']);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import MarketingRoutes from './routes';
import { ACADEMY_BOOKING_LINK, academyPage, academyProgrammes, academyServices } from './content/academy';
import { blockchainPage, blockchainServices } from './content/blockchain';
import { thankYou } from './content/contact';
import { about, hero } from './content/home';
import { impact, roadmapsPreview, servicesPreview, teamPreview } from './content/home-sections';
import { IT_BOOKING_LINK, itDataServices, itServices, itSolutionsPage } from './content/it-solutions';
import { roadmaps } from './content/roadmaps';
import { salesforcePage, salesforceServices } from './content/salesforce';
import { divisions, practices } from './content/services';
import { team } from './content/team';

/** What the route tree draws for a path: the text of its main heading. */
async function mainHeadingAt(path: string): Promise<string> {
  renderWithProviders(<MarketingRoutes />, { route: path });
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return heading.textContent ?? '';
}

/** The headings that mean "there is no page here" (docs/rules.md#not-found and the not-found page). */
const NOT_FOUND = ['Oops! Page Not Found', 'Service Not Found', 'Service not found.', 'Roadmap not found.', 'Profile not available'];

/** Paths owned by other parts of the site (docs/architecture.md#route-ownership). */
const OTHER_OWNERS = ['/gx-exchange', '/auth', '/dashboard', '/verify'];

/** Every internal link that the content modules and the cards built from them point at. */
function linksInContent(): string[] {
  return [
    hero.primary.to,
    hero.secondary.to,
    ...servicesPreview.cards.map((card) => card.to),
    servicesPreview.more.to,
    roadmapsPreview.more.to,
    teamPreview.more.to,
    ...divisions.map((division) => division.to),
    ...practices.map((practice) => practice.to),
    academyPage.closing.to,
    itSolutionsPage.closing.to,
    ACADEMY_BOOKING_LINK,
    IT_BOOKING_LINK,
    ...academyProgrammes.map((programme) => `/gx-academy/${programme.slug}`),
    ...academyServices.map((service) => `/gx-academy/${service.slug}`),
    ...itServices.map((service) => `/gxit-solutions/${service.slug}`),
    ...itDataServices.map((service) => `/gxit-solutions/${service.slug}`),
    ...[...blockchainServices, ...salesforceServices].flatMap((service) => [`/services/${service.slug}`, service.ctaLink]),
    blockchainPage.closing.primary.to,
    blockchainPage.closing.secondary.to,
    salesforcePage.closing.primary.to,
    salesforcePage.closing.secondary.to,
    ...roadmaps.map((roadmap) => `/roadmaps/${roadmap.slug}`),
    ...team.map((member) => `/team/${member.slug}`),
    thankYou.links.home.to,
    thankYou.links.services.to,
  ];
}

describe('every card and link points at a page that exists', () => {
  const paths = [...new Set(linksInContent())].filter((path) => !OTHER_OWNERS.some((owner) => path.startsWith(owner)));

  it.each(paths)('%s', async (path) => {
    const heading = await mainHeadingAt(path);
    expect(NOT_FOUND).not.toContain(heading);
  });

  it('leaves only paths the other apps own', () => {
    const elsewhere = linksInContent().filter((path) => OTHER_OWNERS.some((owner) => path.startsWith(owner)));
    expect(elsewhere).toEqual(['/gx-exchange']);
  });
});

describe('slug precedence and unknown slugs (docs/rules.md#screens)', () => {
  it('draws the fixed programme page for a programme slug that the data also has', async () => {
    expect(await mainHeadingAt('/gx-academy/career-guidance')).toBe('Career Guidance that Starts with the Student');
    expect(await screen.findByRole('link', { name: 'Book Your Career Session' })).toBeTruthy();
  });

  it('draws the data-driven academy page for the other data slugs', async () => {
    expect(await mainHeadingAt('/gx-academy/school-collaboration')).toBe('School Collaboration');
    expect(screen.getByRole('heading', { name: 'Our Service Includes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book Now Today' }).getAttribute('href')).toBe('/contact?source=gx-academy');
  });

  it('draws the fixed IT page over the data entry of the same slug', async () => {
    expect(await mainHeadingAt('/gxit-solutions/digital-marketing')).toBe('Digital Marketing');
    expect(screen.getByRole('heading', { name: 'What We Offer' })).toBeTruthy();
  });

  it('draws the data-driven IT page with its booking link', async () => {
    expect(await mainHeadingAt('/gxit-solutions/industry-4-0')).toBe('Industry 4.0 Solutions');
    expect(screen.getByRole('link', { name: 'Book Now Today' }).getAttribute('href')).toBe('/contact?source=gxit-solutions');
    expect(screen.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe('/gxit-solutions');
  });

  it.each([
    ['/gx-academy/underwater-basket-weaving', 'Service Not Found', '/gx-academy'],
    ['/gxit-solutions/time-travel', 'Service Not Found', '/gxit-solutions'],
    ['/services/teleportation', 'Service not found.', '/services'],
    ['/roadmaps/astronaut', 'Roadmap not found.', '/roadmaps'],
    ['/team/nobody', 'Profile not available', '/team'],
    ['/team/rohan-kapoor', 'Profile not available', '/team'],
  ])('%s reads "%s" with a link back to %s', async (path, message, back) => {
    expect(await mainHeadingAt(path)).toBe(message);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain(back);
  });

  it('reaches the fixed blockchain and Salesforce pages, not the service detail page', async () => {
    expect(await mainHeadingAt('/services/blockchain')).toBe(blockchainPage.banner.title);
  });

  it('shows the not-found page for paths no marketing route matches', async () => {
    expect(await mainHeadingAt('/gx-academy/a/b')).toBe('Oops! Page Not Found');
  });
});

describe('home page', () => {
  it('has the hero claims and an about section for the navigation’s anchor', async () => {
    expect(await mainHeadingAt('/')).toBe(hero.title);
    expect(document.getElementById('about')?.textContent).toContain(about.title);
    for (const claim of hero.claims) expect(screen.getByText(claim.value)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Now' }).getAttribute('href')).toBe('/services');
  });

  it('holds a skeleton for each lazy section until it nears the screen', async () => {
    await mainHeadingAt('/');
    expect(screen.getByRole('status', { name: 'Loading our impact' })).toBeTruthy();
    expect(screen.queryByText(impact.stats[0]!.label)).toBeNull();
  });
});

describe('every page has the footer and its own title', () => {
  it.each(['/', '/contact', '/privacy', '/terms', '/team', '/services/salesforce'])('%s', async (path) => {
    await mainHeadingAt(path);
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Home', 'About', 'Services', 'GX Exchange', 'Contact', 'Privacy Policy', 'Terms of Use']) {
      expect(footer.textContent).toContain(label);
    }
    expect(document.title).toMatch(/\| GX$/);
  });
});

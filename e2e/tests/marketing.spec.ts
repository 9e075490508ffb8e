import { expect, test, type Page } from '@playwright/test';
import { hydrationStarted } from '../support/hydration';
import { scrollThroughPage } from '../support/scroll';

/**
 * The marketing remote (docs/rules.md#overview, #routes, #limits): every public page of the route table with its
 * key texts, every unknown-slug message, the About anchor and the lazily loaded home sections.
 */

const main = (page: Page) => page.getByRole('main');
const footer = (page: Page) => page.getByRole('contentinfo');

async function expectHeading(page: Page, name: string | RegExp, level = 1) {
  await expect(main(page).getByRole('heading', { name, level })).toBeVisible();
}

/** Every image in the page has alternative text and a fixed size (no layout shift). */
async function expectImagesDescribedAndSized(page: Page) {
  const images = main(page).locator('img');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }
}

/** A division's page: its heading and a Learn More card for each service, in order, and no other. */
async function expectServiceCards(page: Page, division: string, heading: string, services: ReadonlyArray<readonly [string, ...unknown[]]>) {
  await page.goto(`/${division}`);
  await expectHeading(page, heading);
  const learnMore = main(page).getByRole('link', { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(services.length);
  for (const [index, [slug]] of services.entries()) await expect(learnMore.nth(index)).toHaveAttribute('href', `/${division}/${slug}`);
}

/**
 * A division's data-driven service page: its facts and sections, booking through the contact form
 * (which names the division) and a way back to the division's services.
 */
async function expectDataDrivenPage(page: Page, { division, name }: { division: string; name: string }, slug: string, title: string) {
  await page.goto(`/${division}/${slug}`);
  await expectHeading(page, title);
  for (const label of ['Duration', 'Target Audience']) await expect(main(page).getByText(label, { exact: true })).toBeVisible();
  for (const heading of ['Our Service Includes', 'Expected Outcomes', 'Ready to Get Started?']) await expect(main(page).getByRole('heading', { name: heading })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Book Now Today' })).toHaveAttribute('href', `/contact?source=${division}`);
  await expect(main(page).getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', `/${division}`);
  await expectImagesDescribedAndSized(page);
  await expect(page).toHaveTitle(new RegExp(name));
}

test.describe('home', () => {
  test('shows the hero, the claims and the about section, with Explore Now leading to /services', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, 'Shape Your Future with Skills That Matter');
    for (const claim of ['100+', '24/7', '50+', '10+']) await expect(main(page).getByText(claim, { exact: true }).first()).toBeVisible();
    for (const label of ['Students Guided', 'AI Support', 'Tech Skills', 'Industry Partners']) await expect(main(page).getByText(label, { exact: true })).toBeVisible();
    await expect(page.locator('#about').getByRole('heading', { name: 'Why Students and Schools Trust Us' })).toBeAttached();
    await main(page).getByRole('link', { name: 'Explore Now' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expectHeading(page, 'Three Divisions, One Team');
    await expect(page).toHaveTitle(/Our Services/);
  });

  const laterSections = ['Programmes and Services', 'Know Exactly What to Learn Next', 'Numbers We Are Proud Of', 'What Makes Us Different', 'Meet Your Mentors'];

  test('server-rendered, every section is in the page at once and its code loads as it nears the viewport', async ({ page }) => {
    const marketingScripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith('http://localhost:3001/') && response.url().endsWith('.js')) marketingScripts.push(response.url());
    });
    await page.goto('/');
    await expectHeading(page, 'Shape Your Future with Skills That Matter');
    for (const heading of laterSections) await expect(main(page).getByRole('heading', { name: heading })).toBeAttached();
    await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
    // The contact form is drawn, but not usable before its code has arrived.
    const send = main(page).getByRole('button', { name: 'Send Message' });
    await expect(send).toBeAttached();
    await expect(send).toBeDisabled();
    await page.waitForLoadState('networkidle');
    const scriptsBeforeScrolling = marketingScripts.length;

    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeEnabled();
    expect(marketingScripts.length, 'the sections’ code loaded on the way down').toBeGreaterThan(scriptsBeforeScrolling);
    for (const stat of ['5,000+', '20+', '100+', '95%']) await expect(main(page).getByText(stat, { exact: true }).first()).toBeAttached();
    for (const label of ['Students Impacted', 'Institutions', 'Sessions Delivered', 'Satisfaction Rate']) await expect(main(page).getByText(label, { exact: true })).toBeAttached();
  });

  test('drawn in the browser, the sections below the fold show skeletons until they arrive', async ({ page }) => {
    await page.goto('/team');
    await expectHeading(page, 'The People Behind GX');
    // Before hydration the link is a plain one, and the server draws the whole home page.
    await hydrationStarted(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expectHeading(page, 'Shape Your Future with Skills That Matter');
    // Far below the fold, the later sections are still placeholders.
    await expect(page.getByRole('status', { name: 'Loading our impact' })).toBeAttached();
    await expect(page.getByRole('status', { name: 'Loading the contact form' })).toBeAttached();
    await expect(main(page).getByRole('heading', { name: 'Numbers We Are Proud Of' })).toHaveCount(0);

    const contactHeading = main(page).getByRole('heading', { name: /Talk About Your Goals/ });
    await scrollThroughPage(page);
    await expect(contactHeading).toBeVisible();
    for (const heading of laterSections) await expect(main(page).getByRole('heading', { name: heading })).toBeAttached();
    await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('the navigation’s About entry lands on the about section from another page', async ({ page }) => {
    await page.goto('/team');
    await expectHeading(page, 'The People Behind GX');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.getByRole('heading', { name: 'Why Students and Schools Trust Us' })).toBeInViewport();
  });

  test('a direct visit to /#about scrolls to the about section', async ({ page }) => {
    await page.goto('/#about');
    await expect(page.getByRole('heading', { name: 'Why Students and Schools Trust Us' })).toBeInViewport();
  });
});

test.describe('footer', () => {
  test('has the quick links, social links, legal links and the registered small-business statement', async ({ page }) => {
    await page.goto('/gx-academy');
    const quickLinks = footer(page).getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/#about'],
      ['Services', '/services'],
      ['GX Exchange', '/gx-exchange'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer(page).getByRole('navigation', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
    await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer(page).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await expect(footer(page)).toContainText('registered small business');
  });
});

test.describe('thank-you and legal pages', () => {
  test('/thank-you greets the name and links to the services and home', async ({ page }) => {
    await page.goto('/thank-you?name=Asha');
    await expectHeading(page, 'Thank You, Asha!');
    await expect(main(page)).toContainText('within 2 hours');
    await expect(main(page).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('/thank-you without a name thanks the visitor', async ({ page }) => {
    await page.goto('/thank-you');
    await expectHeading(page, 'Thank You!');
  });

  test('/privacy takes effect on July 22, 2025 and covers each topic', async ({ page }) => {
    await page.goto('/privacy');
    await expectHeading(page, 'Privacy Policy');
    await expect(main(page)).toContainText('Effective date: July 22, 2025');
    for (const section of ['Information We Collect', 'How We Use Your Information', 'How We Share Information', 'Data Security', 'Your Rights', 'Cookies and Analytics']) {
      await expect(main(page).getByRole('heading', { name: section })).toBeVisible();
    }
    for (const kind of ['Contact details', 'Academic and career data', 'Technical data', 'Feedback']) await expect(main(page).getByText(`${kind}:`)).toBeVisible();
    await expect(page).toHaveTitle(/Privacy Policy/);
  });

  test('/terms takes effect on July 22, 2025 and covers each topic', async ({ page }) => {
    await page.goto('/terms');
    await expectHeading(page, 'Terms of Use');
    await expect(main(page)).toContainText('Effective date: July 22, 2025');
    for (const section of ['Acceptance of Terms', 'Our Services', 'User Responsibilities', 'Intellectual Property', 'Payment and Fees', 'Limitation of Liability', 'Privacy', 'Termination', 'Changes to These Terms', 'Contact Us']) {
      await expect(main(page).getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
    }
    await expect(main(page)).toContainText('non-refundable unless stated');
  });
});

const programmes = [
  ['career-guidance', 'Career Guidance that Starts with the Student'],
  ['entrepreneurship', 'Entrepreneurship: Build Something of Your Own'],
  ['skill-development', 'Skill Development for School, College and Work'],
  ['artificial-intelligence', 'Artificial Intelligence for Curious Minds'],
  ['digital-skills', 'Digital Skills for the Online Economy'],
  ['creative-arts-design', 'Creative Arts & Design Studio'],
  ['technology-coding', 'Technology & Coding Bootcamp'],
  ['financial-literacy', 'Financial Literacy for Life'],
  ['freelancing-remote-work', 'Freelancing & Remote Work'],
  ['interview-placement-training', 'Interview & Placement Training'],
] as const;

test.describe('GX Academy', () => {
  test('/gx-academy shows ten programme cards and Get Started', async ({ page }) => {
    await expectServiceCards(page, 'gx-academy', 'Skills for the Careers of Tomorrow', programmes);
    await expect(main(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  for (const [slug, heading] of programmes) {
    test(`/gx-academy/${slug} has its modules, Learning Outcome and booking link`, async ({ page }) => {
      await page.goto(`/gx-academy/${slug}`);
      await expectHeading(page, heading);
      await expect(main(page).getByRole('link', { name: 'Back to GX Academy' }).first()).toHaveAttribute('href', '/gx-academy');
      await expect(main(page).getByRole('heading', { name: 'Programme Modules' })).toBeVisible();
      const modules = main(page).getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) }).getByRole('listitem');
      expect(await modules.count()).toBeGreaterThanOrEqual(5);
      await expect(main(page).getByRole('heading', { name: 'Learning Outcome' })).toBeVisible();
      const cta = slug === 'career-guidance' ? main(page).getByRole('link', { name: 'Book Your Career Session' }) : main(page).locator('a[href="/contact?source=gx-academy"]');
      await expect(cta).toHaveAttribute('href', '/contact?source=gx-academy');
      await expectImagesDescribedAndSized(page);
    });
  }

  test('career guidance offers workshops for Classes 7-10, 11-12 and college', async ({ page }) => {
    await page.goto('/gx-academy/career-guidance');
    for (const offer of ['Personal Career Roadmaps', 'Workshops for Classes 7-10', 'Workshops for Classes 11-12', 'College Career Workshops', '1-on-1 Career Counselling', 'AI-Based Recommendations and Aptitude Tests', 'Industry Insights']) {
      await expect(main(page).getByRole('heading', { name: offer })).toBeVisible();
    }
  });

  for (const [slug, title] of [
    ['entrepreneurship-freelancing', 'Entrepreneurship & Freelancing'],
    ['soft-skills-communication', 'Soft Skills & Communication'],
    ['custom-courses', 'Custom Courses'],
    ['ai-tech-awareness', 'AI & Tech Awareness'],
    ['school-collaboration', 'School Collaboration'],
    ['course-credentials', 'Course Credentials'],
    ['placement-training', 'Placement Training'],
  ] as const) {
    test(`/gx-academy/${slug} is the data-driven academy page`, async ({ page }) => {
      await expectDataDrivenPage(page, { division: 'gx-academy', name: 'GX Academy' }, slug, title);
    });
  }

  test('an unknown academy slug reads Service Not Found with a way back', async ({ page }) => {
    await page.goto('/gx-academy/underwater-basket-weaving');
    await expectHeading(page, 'Service Not Found');
    await main(page).getByRole('link', { name: 'Back to GX Academy' }).click();
    await expect(page).toHaveURL(/\/gx-academy$/);
  });
});

const itServices = [
  ['web-application-development', 'Web Application Development', ['Custom Portals and Dashboards', 'API Integrations and Cloud Hosting', 'Responsive UI/UX', 'Maintenance and Optimisation']],
  ['it-consulting', 'IT Consulting', ['Infrastructure Assessment', 'Digital Transformation Strategy', 'Process Automation Consulting', 'Cost Optimisation and Risk Mitigation']],
  ['system-architecture', 'System Architecture', ['Architecture Design and Documentation', 'Cloud and Hybrid Setup', 'Data Flow and Integration Mapping', 'Performance and Security Tuning']],
  ['ai-services', 'AI Services', ['AI Integration', 'Chatbots and Virtual Assistants', 'Predictive Analytics', 'Custom ML Models']],
  ['video-editing', 'Video Editing', ['Editing and Colour Grading', 'Motion Graphics', 'Subtitles and Sound Design', 'Social and Ad Exports']],
  ['social-media-management', 'Social Media Management', ['Monthly Content Calendars', 'Post Design and Scheduling', 'Community Engagement', 'Analytics']],
  ['digital-marketing', 'Digital Marketing', ['Ads Management', 'Search Engine Optimisation', 'E-mail and Content Marketing', 'Tracking and Reporting']],
  ['ai-content-creation', 'AI Content Creation', ['AI Blog and Ad Copy', 'AI Visuals and Scripts', 'Content Strategy Automation', 'Quality Review']],
] as const;

test.describe('GXIT Solutions', () => {
  test('/gxit-solutions shows eight service cards and a call to action', async ({ page }) => {
    await expectServiceCards(page, 'gxit-solutions', 'Technology that Moves Your Business Forward', itServices);
    await expect(main(page).getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute('href', /^\/contact/);
  });

  for (const [slug, heading, offered] of itServices) {
    test(`/gxit-solutions/${slug} has its Overview, four offered items and Outcome`, async ({ page }) => {
      await page.goto(`/gxit-solutions/${slug}`);
      await expectHeading(page, heading);
      await expect(main(page).getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'What We Offer' })).toBeVisible();
      for (const item of offered) await expect(main(page).getByRole('heading', { name: item, exact: true })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Outcome', exact: true })).toBeVisible();
      await expect(main(page).locator('a[href="/contact?source=gxit-solutions"]')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Back to GXIT Solutions' }).first()).toHaveAttribute('href', '/gxit-solutions');
    });
  }

  for (const [slug, title] of [
    ['software-development', 'Software Development'],
    ['industry-4-0', 'Industry 4.0 Solutions'],
    ['supply-installation', 'IT Supply & Installation'],
    ['hr-services', 'HR Services'],
  ] as const) {
    test(`/gxit-solutions/${slug} is the data-driven page`, async ({ page }) => {
      await expectDataDrivenPage(page, { division: 'gxit-solutions', name: 'GXIT Solutions' }, slug, title);
    });
  }

  test('an unknown IT slug links back to /gxit-solutions', async ({ page }) => {
    await page.goto('/gxit-solutions/time-travel');
    await expectHeading(page, 'Service Not Found');
    await expect(main(page).getByRole('link', { name: 'Back to GXIT Solutions' })).toHaveAttribute('href', '/gxit-solutions');
  });
});

const blockchain = [
  ['smart-contracts', '4-8 weeks'],
  ['nft-marketplace', '8-12 weeks'],
  ['token-creation', '3-6 weeks'],
  ['dex-exchange', '12-20 weeks'],
  ['wallet-integration', '4-8 weeks'],
  ['metaverse-platform', '16-24 weeks'],
  ['blockchain-consulting', '2-6 weeks'],
] as const;

test.describe('services', () => {
  test('/services has the three division cards', async ({ page }) => {
    await page.goto('/services');
    for (const [name, href] of [
      ['Explore GX Academy', '/gx-academy'],
      ['Explore GXIT Solutions', '/gxit-solutions'],
      ['Visit GX Exchange', '/gx-exchange'],
    ] as const) {
      await expect(main(page).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(main(page).locator('a[href="/services/blockchain"]')).toBeVisible();
    await expect(main(page).locator('a[href="/services/salesforce"]')).toBeVisible();
  });

  test('/services/blockchain has the seven services, the team, the technologies and the steps', async ({ page }) => {
    await page.goto('/services/blockchain');
    await expectHeading(page, 'Build Secure, Scalable Web3 Products');
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(7);
    for (const [index, [slug, duration]] of blockchain.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', `/services/${slug}`);
      await expect(card.getByText(duration, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { name: 'Why Choose Our Blockchain Team?' })).toBeVisible();
    for (const reason of ['Blockchain Experts', 'Security First', 'Fast Development', 'End-to-End Delivery']) await expect(main(page).getByRole('heading', { name: reason })).toBeVisible();
    for (const technology of ['Ethereum', 'Polygon', 'Binance Smart Chain', 'Solana', 'Cardano', 'Hyperledger', 'Web3.js', 'Truffle', 'Hardhat', 'MetaMask']) {
      await expect(main(page).getByText(technology, { exact: true })).toBeVisible();
    }
    for (const step of ['Research & Strategy', 'Development', 'Testing & Audit', 'Launch & Support']) await expect(main(page).getByRole('heading', { name: step, exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Book a Blockchain Consultation' })).toHaveAttribute('href', '/contact');
    await expect(main(page).getByRole('link', { name: 'See All Services' })).toHaveAttribute('href', '/services');
    await expectImagesDescribedAndSized(page);
  });

  test('/services/salesforce has its badges, seven services, Why Choose and four steps', async ({ page }) => {
    await page.goto('/services/salesforce');
    await expectHeading(page, 'Get More from Salesforce');
    for (const badge of ['7 Specialized Services', 'Expert Implementation', 'Ongoing Support']) await expect(main(page).getByText(badge, { exact: true })).toBeVisible();
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(7);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
      await expect(card).toContainText('Salesforce');
      await expect(card).toContainText('Duration');
      await expect(card).toContainText('Audience');
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
    }
    for (const reason of ['Certified Experts', 'Custom Solutions', 'Quick Deployment', 'Ongoing 24/7 Support']) await expect(main(page).getByRole('heading', { name: reason })).toBeVisible();
    for (const step of ['Discovery', 'Design', 'Deploy', 'Support']) await expect(main(page).getByRole('heading', { name: step, exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Book Salesforce Consultation' })).toHaveAttribute('href', '/contact');
    await expect(main(page).getByRole('link', { name: 'See All Services' })).toHaveAttribute('href', '/services');
  });

  test('a service page offers Book Consultation and a Call Now phone link', async ({ page }) => {
    await page.goto('/services/blockchain');
    await main(page).getByRole('link', { name: /^Learn More: NFT Marketplace Development/ }).click();
    await expect(page).toHaveURL(/\/services\/nft-marketplace$/);
    await expectHeading(page, 'NFT Marketplace Development');
    await expect(main(page)).toContainText('8-12 weeks');
    for (const heading of ['Overview', 'Key Features', 'Outcomes']) await expect(main(page).getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/contact');
    await expect(main(page).getByRole('link', { name: 'Call Now' }).first()).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page).toHaveTitle(/NFT Marketplace Development/);
  });

  test('a Salesforce service page has its own detail', async ({ page }) => {
    await page.goto('/services/salesforce-integration');
    await expectHeading(page, 'Salesforce Integration');
    await expect(main(page).getByRole('link', { name: 'Back to Salesforce Services' })).toHaveAttribute('href', '/services/salesforce');
  });

  test('an unknown service slug reads Service not found.', async ({ page }) => {
    await page.goto('/services/teleportation');
    await expectHeading(page, 'Service not found.');
    await expect(main(page).getByRole('link', { name: 'See All Services' })).toHaveAttribute('href', '/services');
  });
});

const roadmapSlugs = ['full-stack-web-developer', 'data-scientist', 'ui-ux-designer', 'digital-marketer', 'ai-ml-engineer', 'cybersecurity-analyst'];

test.describe('roadmaps', () => {
  test('/roadmaps lists a card per roadmap, with Get in Touch and a link to the services', async ({ page }) => {
    await page.goto('/roadmaps');
    await expectHeading(page, 'Find Your Path, One Step at a Time');
    const links = main(page).getByRole('link', { name: /^View Roadmap/ });
    await expect(links).toHaveCount(roadmapSlugs.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(roadmapSlugs.map((slug) => `/roadmaps/${slug}`));
    await expect(main(page).getByRole('link', { name: 'Get in Touch' }).first()).toHaveAttribute('href', '/contact');
    await expect(main(page).getByRole('link', { name: 'Explore Our Services' }).first()).toHaveAttribute('href', '/services');
    await expectImagesDescribedAndSized(page);
  });

  for (const slug of roadmapSlugs) {
    test(`/roadmaps/${slug} shows every field of the roadmap`, async ({ page }) => {
      await page.goto(`/roadmaps/${slug}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      for (const label of ['Level', 'Category']) await expect(main(page).getByText(label, { exact: true })).toBeVisible();
      for (const heading of ['Roadmap Steps', 'Learning Resources', 'Freelancing Path', 'Tools and Software', 'Career Roles', 'Mentors to Follow']) {
        await expect(main(page).getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(main(page).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
      await expect(main(page).getByRole('link', { name: 'Back to Roadmaps' })).toHaveAttribute('href', '/roadmaps');
      await expectImagesDescribedAndSized(page);
    });
  }

  test('an unknown roadmap reads Roadmap not found.', async ({ page }) => {
    await page.goto('/roadmaps/astronaut');
    await expectHeading(page, 'Roadmap not found.');
    await expect(main(page).getByRole('link', { name: 'Back to Roadmaps' })).toHaveAttribute('href', '/roadmaps');
  });
});

const members = ['Arjun Mehta', 'Priya Nair', 'Karan Malhotra', 'Sneha Iyer', 'Vikram Rao'];

test.describe('team', () => {
  test('/team lists the five members in order, each with three expertise tags', async ({ page }) => {
    await page.goto('/team');
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(members);
    for (const card of await cards.all()) await expect(card.getByRole('list', { name: 'Expertise' }).getByRole('listitem')).toHaveCount(3);
  });

  test('a profile shows the member and three others', async ({ page }) => {
    await page.goto('/team');
    await main(page).getByRole('link', { name: 'View Profile: Sneha Iyer' }).click();
    await expect(page).toHaveURL(/\/team\/sneha-iyer$/);
    await expectHeading(page, 'Sneha Iyer');
    await expect(main(page).getByText('Lead Career Counsellor').first()).toBeVisible();
    const others = main(page).getByRole('article');
    await expect(others).toHaveCount(3);
    await expect(others.getByRole('heading', { name: 'Sneha Iyer' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Sneha Iyer/);
  });

  for (const slug of ['nobody-here', 'rohan-kapoor']) {
    test(`/team/${slug} reads Profile not available with a link back`, async ({ page }) => {
      await page.goto(`/team/${slug}`);
      await expectHeading(page, 'Profile not available');
      await main(page).getByRole('link', { name: 'Back to Team' }).click();
      await expect(page).toHaveURL(/\/team$/);
    });
  }
});

test('a path below a marketing prefix that no page matches shows the not-found page', async ({ page }) => {
  await page.goto('/gx-academy/career-guidance/extra');
  await expectHeading(page, 'Oops! Page Not Found');
});

test.describe('layout', () => {
  /** How many cards share the grid's last row (cards whose top is the lowest). */
  async function cardsOnLastRow(page: Page) {
    const tops = await main(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top + window.scrollY)));
    const last = Math.max(...tops);
    return { cards: tops.length, onLastRow: tops.filter((top) => Math.abs(top - last) <= 1).length };
  }

  for (const [width, height] of [
    [1366, 900],
    [820, 1180],
  ] as const) {
    for (const [path, count] of [
      ['/gx-academy', 10],
      ['/gxit-solutions', 8],
      ['/services/blockchain', 7],
      ['/team', 5],
    ] as const) {
      test(`${path} at ${width}px leaves no card alone on the last row`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await expect(main(page).getByRole('article')).toHaveCount(count);
        const { onLastRow } = await cardsOnLastRow(page);
        // A lone last card is fine only when it spans the row (tablet, odd count).
        if (onLastRow === 1) {
          const widths = await main(page)
            .getByRole('article')
            .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
          expect(widths.at(-1)).toBeGreaterThan(Math.max(...widths.slice(0, -1)) * 1.5);
        } else {
          expect(onLastRow).toBeGreaterThan(1);
        }
      });
    }
  }

  test('the service pages share one banner: a back link and the h1 on the same dark band', async ({ page }) => {
    const banners: string[] = [];
    for (const [path, back] of [
      ['/gxit-solutions/software-development', 'Back to GXIT Solutions'],
      ['/gxit-solutions/ai-services', 'Back to GXIT Solutions'],
      ['/services/smart-contracts', 'Back to Blockchain Services'],
    ] as const) {
      await page.goto(path);
      const banner = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(banner.getByRole('link', { name: back })).toBeVisible();
      banners.push(await banner.evaluate((section) => getComputedStyle(section).backgroundImage));
    }
    expect(banners[0]).toContain('gradient');
    expect(new Set(banners).size).toBe(1);
  });

  test('on a phone the Learning Outcome callout puts its icon above the text', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gx-academy/artificial-intelligence');
    await expect(main(page).getByRole('heading', { name: 'Learning Outcome' })).toBeVisible();
    const textBox = await main(page).getByText(/^Students use AI tools/).boundingBox();
    // Beside the icon the text had a narrow column; above it, the callout's whole width.
    expect(textBox?.width).toBeGreaterThan(390 * 0.7);
  });

  test('the home page draws every section heading at one size', async ({ page }) => {
    await page.goto('/');
    await scrollThroughPage(page);
    const sizeOf = (name: string) =>
      main(page)
        .getByRole('heading', { name, level: 2 })
        .evaluate((heading) => getComputedStyle(heading).fontSize);
    const expected = await sizeOf('What Makes Us Different');
    for (const name of ['Numbers We Are Proud Of', 'Programmes and Services', 'Know Exactly What to Learn Next', 'Meet Your Mentors']) {
      expect(await sizeOf(name), name).toBe(expected);
    }
  });
});

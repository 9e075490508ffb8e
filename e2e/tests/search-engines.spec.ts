import { expect, test } from '@playwright/test';
import { siteUrl } from '../support/system';

/**
 * What search engines read: real statuses for pages that do not exist, the sitemap and robots
 * files, and the structured data (JSON-LD) in the server's HTML.
 */

async function fetchHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${siteUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

function mainHeading(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
}

type Json = Record<string, unknown>;

function structuredData(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Json);
}

function ofType(html: string, type: string): Json | undefined {
  return structuredData(html).find((thing) => thing['@type'] === type);
}

test.describe('pages that do not exist', () => {
  const notFound: Array<[path: string, heading: string, status: number]> = [
    ['/no-such-page', 'Oops! Page Not Found', 404],
    ['/gx-academy/no-such-programme', 'Service Not Found', 404],
    ['/gxit-solutions/no-such-service', 'Service Not Found', 404],
    ['/services/no-such-service', 'Service not found.', 404],
    ['/roadmaps/no-such-roadmap', 'Roadmap not found.', 404],
    ['/team/no-such-member', 'Profile not available', 404],
    ['/gx-exchange/currency/no-such-coin-anywhere', 'Currency not found', 404],
    ['/gx-exchange/no-such-page', 'Oops! Page Not Found', 404],
    // The retired profile is gone for good.
    ['/team/rohan-kapoor', 'Profile not available', 410],
  ];
  for (const [path, heading, status] of notFound) {
    test(`${path} answers ${status} with its not-found page`, async () => {
      const answer = await fetchHtml(path);
      expect(answer.status).toBe(status);
      expect(mainHeading(answer.html)).toBe(heading);
    });
  }

  test('a page that exists answers 200', async () => {
    for (const path of ['/', '/gx-academy/career-guidance', '/team/priya-nair', '/gx-exchange/currency/bitcoin']) expect((await fetchHtml(path)).status, path).toBe(200);
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('robots.txt keeps the private areas out and points to the sitemap', async () => {
    const response = await fetch(`${siteUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const path of ['/dashboard', '/admin', '/auth']) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    expect(text).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, 'm'));
  });

  test('sitemap.xml lists every kind of public page by absolute URL, and only URLs that answer 200', async () => {
    const response = await fetch(`${siteUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    for (const expected of ['/', '/gx-academy/career-guidance', '/gxit-solutions/ai-services', '/services/blockchain', '/services/smart-contracts', '/roadmaps/full-stack-web-developer', '/team/priya-nair', '/gx-exchange', '/gx-exchange/currency/bitcoin', '/verify']) {
      expect(urls).toContain(`${siteUrl}${expected}`);
    }
    expect(urls).not.toContain(`${siteUrl}/team/rohan-kapoor`);
    expect(urls.filter((url) => /\/(dashboard|admin|auth)\b/.test(url))).toEqual([]);
    for (const url of urls) {
      expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
      expect((await fetch(url)).status, url).toBe(200);
    }
  });
});

test.describe('structured data', () => {
  test('the home page describes the organisation', async () => {
    const organisation = ofType((await fetchHtml('/')).html, 'Organization');
    expect(organisation).toMatchObject({ '@context': 'https://schema.org', name: 'GX', url: `${siteUrl}/` });
  });

  test('an academy programme is a course provided by the organisation, with its trail', async () => {
    const { html } = await fetchHtml('/gx-academy/career-guidance');
    const course = ofType(html, 'Course');
    expect(course).toMatchObject({ '@context': 'https://schema.org', url: `${siteUrl}/gx-academy/career-guidance`, provider: { '@type': 'Organization', name: 'GX' } });
    expect(course?.['name']).toBe(mainHeading(html));
    expect(String(course?.['description'] ?? '')).not.toBe('');
    expect(ofType(html, 'BreadcrumbList')?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'GX Academy', item: `${siteUrl}/gx-academy` },
      { '@type': 'ListItem', position: 3, name: course?.['name'], item: `${siteUrl}/gx-academy/career-guidance` },
    ]);
  });

  test("the exchange's FAQ is an FAQPage of its questions and answers", async () => {
    const faq = ofType((await fetchHtml('/gx-exchange')).html, 'FAQPage');
    const questions = faq?.['mainEntity'] as Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
    expect(questions.length).toBeGreaterThan(3);
    expect(questions[0]).toMatchObject({ '@type': 'Question', name: 'What is USDT OTC trading?', acceptedAnswer: { '@type': 'Answer' } });
    for (const question of questions) expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
  });

  test('every detail page carries its trail as a BreadcrumbList ending at itself', async () => {
    for (const path of ['/gxit-solutions/ai-services', '/services/blockchain', '/services/salesforce', '/services/smart-contracts', '/roadmaps/full-stack-web-developer', '/team/priya-nair', '/gx-exchange/currency/bitcoin']) {
      const items = ofType((await fetchHtml(path)).html, 'BreadcrumbList')?.['itemListElement'] as Array<{ position: number; item: string }> | undefined;
      expect(items?.map((item) => item.position), path).toEqual(items?.map((_, index) => index + 1));
      expect(items?.at(0)?.item, path).toBe(`${siteUrl}/`);
      expect(items?.at(-1)?.item, path).toBe(`${siteUrl}${path}`);
    }
  });
});

test("'Learn More' links keep their words on screen and name their page", async ({ page }) => {
  await page.goto('/gx-academy');
  const link = page.getByRole('main').getByRole('link', { name: /^Learn More: / }).first();
  await expect(link).toBeVisible();
  // What a crawler reads as the link's text (Lighthouse's link-text audit reads innerText).
  const text = (await link.innerText()).replace(/\s+/g, ' ');
  expect(text).toMatch(/^Learn More ?: \S/);
});

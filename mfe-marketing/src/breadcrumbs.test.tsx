import { Children, isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PageMetaContext, type PageMeta } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import MarketingRoutes from './routes';
import sitemap from './sitemap';

/** Every path pattern of the route tree, as written in routes.tsx. */
function routePatterns(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ path?: string; children?: ReactNode }>(child)) return [];
    return [...(child.props.path ? [child.props.path] : []), ...routePatterns(child.props.children)];
  });
}

const patternMatches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

/** A detail page: one level or more below a section (`/services/blockchain`, `/team/{slug}`). */
const isDetail = (path: string) => path !== '*' && path.split('/').filter(Boolean).length >= 2;

const detailPatterns = routePatterns(MarketingRoutes()).filter(isDetail);
// The marketing pages follow the content alone: the API is never asked.
const noApi = { fetchJson: () => Promise.reject(new Error('the marketing sitemap reads no API')) };
const detailPages: string[] = (await sitemap(noApi)).filter(isDetail);

/** What the page at `path` asks the server to write into its head (the innermost page's meta). */
async function metaAt(path: string): Promise<PageMeta | undefined> {
  let last: PageMeta | undefined;
  renderWithProviders(
    <PageMetaContext.Provider value={{ record: (meta) => (last = meta) }}>
      <MarketingRoutes />
    </PageMetaContext.Provider>,
    { route: path },
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const meta = last;
  cleanup();
  return meta;
}

describe('every detail page has a BreadcrumbList trail from the home page to itself', () => {
  it('the pages checked cover every detail route of the route tree', () => {
    expect(detailPatterns.length).toBeGreaterThan(0);
    for (const pattern of detailPatterns) expect(detailPages.some((path) => patternMatches(pattern, path)), pattern).toBe(true);
  });

  it.each(detailPages)('%s', async (path) => {
    const trail = (await metaAt(path))?.breadcrumbs ?? [];
    expect(trail.length, 'a trail of the home page, a section and the page').toBeGreaterThanOrEqual(3);
    expect(trail[0]).toEqual({ name: 'Home', path: '/' });
    expect(trail.at(-1)?.path).toBe(path);
    expect(new Set(trail.map((crumb) => crumb.path)).size, 'no step twice').toBe(trail.length);
    for (const crumb of trail) expect(crumb.name.trim(), crumb.path).not.toBe('');
  });
});

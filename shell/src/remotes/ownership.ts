/**
 * Which remote draws which paths (docs/architecture.md#route-ownership). This prefix map is all the
 * shell knows of the remotes' pages: each remote's route tree decides the rest, including its own
 * "not found" messages for unknown slugs.
 *
 * `ownFooter`: the remote's pages end with the shared footer themselves (their own layouts place
 * it); the shell draws it under the pages of the others.
 *
 * Plain string matching, with no router: index.ts uses it before React and the router load, to
 * start fetching the remote of the page being entered.
 */
export const routeOwnership = [
  {
    container: 'mfe_marketing',
    paths: ['/', '/contact', '/thank-you', '/privacy', '/terms', '/gx-academy/*', '/gxit-solutions/*', '/services/*', '/roadmaps/*', '/team/*'],
    ownFooter: true,
  },
  { container: 'mfe_exchange', paths: ['/gx-exchange/*'], ownFooter: true },
  { container: 'mfe_certificates', paths: ['/dashboard/*', '/verify/*'], ownFooter: false },
  { container: 'mfe_admin', paths: ['/admin/*'], ownFooter: false },
] as const;

export type RemoteContainer = (typeof routeOwnership)[number]['container'];

/** `/a` matches "/a" (and "/a/"); `/a/*` matches "/a" and everything below it. */
function matches(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pattern.endsWith('/*')) return path === pattern;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/** The remote that owns a path, or undefined when nobody does (the shell's not-found page). */
export function ownerOf(pathname: string): RemoteContainer | undefined {
  return routeOwnership.find(({ paths }) => paths.some((pattern) => matches(pattern, pathname)))?.container;
}

/** A remote's first page (where a preview of one of its releases opens): its first path. */
export function firstPageOf(container: string): string | undefined {
  return routeOwnership.find((owner) => owner.container === container)?.paths[0]?.replace(/\/\*$/, '');
}

/** Whether the remote's pages draw the footer themselves (otherwise the shell draws it under them). */
export function drawsOwnFooter(container: RemoteContainer): boolean {
  return routeOwnership.find((owner) => owner.container === container)?.ownFooter ?? false;
}

import { matchPath } from 'shared-ui';

/**
 * Which remote draws which paths (ARCHITECTURE.md, "Route ownership"). This prefix map is all the
 * shell knows of the remotes' pages: each remote's route tree decides the rest, including its own
 * "not found" messages for unknown slugs.
 */
export const routeOwnership = [
  {
    container: 'mfe_marketing',
    paths: ['/', '/contact', '/thank-you', '/privacy', '/terms', '/gx-academy/*', '/gxit-solutions/*', '/services/*', '/roadmaps/*', '/team/*'],
  },
  { container: 'mfe_exchange', paths: ['/gx-exchange/*'] },
  { container: 'mfe_certificates', paths: ['/dashboard', '/verify/*'] },
  { container: 'mfe_admin', paths: ['/admin/*'] },
] as const;

export type RemoteContainer = (typeof routeOwnership)[number]['container'];

/** The remote that owns a path, or undefined when nobody does (the shell's not-found page). */
export function ownerOf(pathname: string): RemoteContainer | undefined {
  return routeOwnership.find(({ paths }) => paths.some((pattern) => matchPath({ path: pattern, end: true }, pathname)))?.container;
}

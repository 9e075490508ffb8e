/**
 * The release store as the admin area sees it (GET /api/gx/releases, admins only): the channels'
 * pointers and the deploy history that `npm run release` writes (shared-ui's release formats).
 */
import { backend } from 'shared-ui';
import type { ReleasesOverview } from 'shared-ui/release-formats';

export type { ReleasesOverview };

export async function fetchReleases(): Promise<ReleasesOverview> {
  return (await backend()).send<ReleasesOverview>('/api/gx/releases', { method: 'GET' });
}

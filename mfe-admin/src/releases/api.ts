/**
 * The release store as the admin area sees it (GET /api/gx/releases, admins only): the channels'
 * pointers and the deploy history that `npm run release` writes.
 */
import { backend } from 'shared-ui';

export interface ChannelRelease {
  /** Container name, e.g. mfe_exchange. */
  remote: string;
  release: string;
  /** Who promoted it (an e-mail address or a system user) and when (ISO time). */
  by: string;
  at: string;
}

export interface ChannelState {
  name: string;
  revision: number;
  /** false when the channel's file exists but could not be read. */
  readable: boolean;
  remotes: ChannelRelease[];
}

export interface ReleaseChange {
  at: string;
  who: string;
  channel: string;
  remote: string;
  from: string | null;
  to: string;
  why: string;
  action: 'promote' | 'rollback';
  revision: number;
}

export interface ReleasesOverview {
  /** false when the server was started without a release store. */
  configured: boolean;
  channels: ChannelState[];
  /** Newest first. */
  history: ReleaseChange[];
}

export async function fetchReleases(): Promise<ReleasesOverview> {
  return (await backend()).send<ReleasesOverview>('/api/gx/releases', { method: 'GET' });
}

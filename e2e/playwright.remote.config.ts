import { defineConfig } from '@playwright/test';
import { routeOwnership } from '../shell/src/remotes/ownership';
import { apps, remoteKeys } from 'shared-ui/build/topology';
import base from './playwright.config';
import { reporters } from './support/reporters';

/**
 * The end-to-end part of a team's own loop (`npm run test:remote -- <remote>`): the spec files the
 * remote owns, and from the specs that walk every route, the tests that name one of its paths or
 * its words. GX_TEST_REMOTE names the remote. CI still runs every spec (playwright.config.ts).
 */
const remote = process.env.GX_TEST_REMOTE as (typeof remoteKeys)[number] | undefined;
if (!remote || !remoteKeys.includes(remote)) throw new Error(`GX_TEST_REMOTE must name a remote: ${remoteKeys.join(', ')}`);

const owned: Record<(typeof remoteKeys)[number], { files: string[]; words: string[] }> = {
  marketing: { files: ['marketing', 'contact', 'search-engines'], words: ['contact form'] },
  exchange: { files: ['exchange'], words: ['currency', 'chart', 'coin', 'exchange'] },
  certificates: { files: ['verify', 'dashboard', 'credentials'], words: ['certificate', 'dashboard', 'verif'] },
  admin: { files: ['admin'], words: ['admin'] },
};

/** Specs that go over every route or state of the site, whoever draws it. */
const acrossTheSite = ['accessibility', 'stylesheets', 'server-rendering', 'keyboard', 'headers', 'federation-failures'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const paths = routeOwnership.find((entry) => entry.container === apps[remote].container)!.paths.map((pattern) => pattern.replace(/\/\*$/, ''));
// A path as a test names it: "/team has …", "/gx-academy/career-guidance …", "/contact?source=…".
const pathTitle = paths.map((path) => `(?:^|\\s)${escape(path)}(?=[\\s/?,]|$)`);
const ofThisRemote = new RegExp([...pathTitle, ...owned[remote].words.map(escape)].join('|'), 'i');
const files = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);

export default defineConfig({
  ...base,
  reporter: reporters(`remote-${remote}`),
  projects: [
    { name: `owned`, testMatch: files(owned[remote].files) },
    { name: `site-wide`, testMatch: files(acrossTheSite), grep: ofThisRemote },
  ],
});

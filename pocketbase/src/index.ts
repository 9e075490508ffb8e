// The Node-side API of the GX backend, used by the repository's start/test scripts and by the
// server tests. The server itself is PocketBase with ../pb_migrations and ../pb_hooks.
export { startPocketBase, ensureSuperuser, resetSuperuserPassword, migrate, pocketbaseBinary, PRODUCTION_HOOKS_POOL } from './launcher.ts';
export type { PocketBaseOptions, RunningPocketBase } from './launcher.ts';
export { startMailDev, listMails, clearMails } from './maildev.ts';
export type { RunningMailDev, Mail } from './maildev.ts';
export { createVerifiedUser, ensureSiteAdmin, seedDevelopmentData, superuserClient, SEED_USER } from './seed.ts';
export type { Credentials, Person, SiteAdminAccount } from './seed.ts';
export { samplePdf } from './sample-pdf.ts';
export { startMarketFixture, fixtureCoins } from './market-fixture/index.ts';
export type { MarketFixtureOptions, RunningMarketFixture, ProviderCall } from './market-fixture/index.ts';
export { freePort } from 'gx-processes';
export { copyBackups } from './backups.ts';
export type { CopiedBackup } from './backups.ts';

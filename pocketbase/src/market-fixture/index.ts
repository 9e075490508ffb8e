export { startMarketFixture } from './server.ts';
export type { MarketFixtureOptions, ProviderCall, RunningMarketFixture } from './server.ts';
export { fixtureCoins, initiallyFailing, rateLimited, type FixtureCoin } from './coins.ts';

/**
 * Settings read by `npm start`, `npm run dev` and the e2e harness, from the environment with
 * printed defaults (ARCHITECTURE.md, "Local ports").
 */
import { apps, localOrigin, pocketbaseUrl, remoteKeys, services } from 'shared-ui/build/topology';
import type { RuntimeConfig } from 'shared-ui';
import { fromRoot } from './paths';

export const settings = {
  adminEmail: process.env.GX_ADMIN_EMAIL ?? 'admin@gxacademy.example',
  adminPassword: process.env.GX_ADMIN_PASSWORD ?? 'GxAdmin#2025',
  dataDir: process.env.GX_DATA_DIR ?? fromRoot('.gx', 'pb_data'),
  /** A CoinGecko-compatible base URL, or `fixture`: the local fixture server (offline, sample coins). */
  marketDataUrl: process.env.MARKET_DATA_URL ?? 'https://api.coingecko.com/api/v3',
  marketDataApiKey: process.env.MARKET_DATA_API_KEY ?? '',
  /** Provider calls a minute for the whole site (the provider's free tier allows about 30). */
  marketDataCallsPerMinute: Number(process.env.MARKET_DATA_CALLS_PER_MINUTE ?? 30),
  /** Comma-separated coin ids: when set, the only coins fetched from the provider. */
  marketDataCoins: (process.env.MARKET_DATA_COINS ?? '').split(',').map((id) => id.trim()).filter(Boolean),
  /**
   * The SMTP port PocketBase sends to (default: MailDev's). A port where nothing listens (e.g. 9)
   * makes every send fail, to try the mail outbox: /auth's "try again", the admin's Outgoing mail.
   */
  mailSmtpPort: Number(process.env.GX_MAIL_SMTP_PORT ?? services.maildev.smtpPort),
  siteUrl: localOrigin(apps.shell.port),
  /** How often the render server looks for redeployed remotes (issue 11: picked up within 30 s). */
  remotePollMs: Number(process.env.GX_REMOTE_POLL_MS ?? 10_000),
  pocketbaseUrl,
};

/** What the shell reads at start-up: where PocketBase and each remote's manifest are. */
export function runtimeConfig(): RuntimeConfig {
  return {
    pocketbaseUrl,
    remotes: Object.fromEntries(remoteKeys.map((key) => [apps[key].container, `${localOrigin(apps[key].port)}/mf-manifest.json`])),
  };
}

export const mailUrls = {
  web: `http://${services.maildev.host}:${services.maildev.webPort}`,
  smtp: `smtp://${services.maildev.host}:${services.maildev.smtpPort}`,
};

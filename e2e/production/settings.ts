/** The production layout of the HTTPS journeys: its settings, ports and accounts. */
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const production = {
  repoRoot,
  siteUrl: 'https://gx.test:8443',
  httpPort: 8080,
  httpsPort: 8443,
  healthPort: 3290,
  /** The two site servers (GX_RENDER_INSTANCES=2) on GX_RENDER_PORT and the port after it. */
  renderPorts: [3200, 3201] as const,
  smtpPort: 1125,
  mailWebPort: 1180,
  logFile: fileURLToPath(new URL('../test-results-production/production.log', import.meta.url)),
  /** Holds the path of the run's temporary folder (data directory, proxy state). */
  workFile: fileURLToPath(new URL('../test-results-production/work-dir', import.meta.url)),
  admin: { email: 'owner@gx.test', password: 'Owner#Secret-2026' },
  superuser: { email: 'root@gx.test', password: 'Root#Secret-2026x' },
  /** The password visitors sign up with, and the one a password reset sets. */
  visitorPassword: 'Str0ng!Passw0rd',
  resetPassword: 'N3w!Passw0rd-2026',
  get env(): Record<string, string> {
    return {
      GX_SITE_URL: this.siteUrl,
      GX_TLS: 'internal',
      GX_HTTP_PORT: String(this.httpPort),
      GX_HTTPS_PORT: String(this.httpsPort),
      GX_ADMIN_EMAIL: this.admin.email,
      GX_ADMIN_PASSWORD: this.admin.password,
      GX_SUPERUSER_EMAIL: this.superuser.email,
      GX_SUPERUSER_PASSWORD: this.superuser.password,
      // MailDev on loopback speaks plain SMTP: the one case for ?tls=off.
      GX_SMTP_URL: `smtp://127.0.0.1:${this.smtpPort}?tls=off`,
      GX_MAIL_FROM: 'no-reply@gx.test',
      GX_PREVIEW_SECRET: 'e2e-production-preview-secret-0123456789',
      GX_RENDER_PORT: String(this.renderPorts[0]),
      GX_RENDER_INSTANCES: String(this.renderPorts.length),
      GX_POCKETBASE_PORT: '8290',
      GX_HEALTH_PORT: String(this.healthPort),
      GX_REMOTE_POLL_MS: '2000',
      MARKET_DATA_URL: 'fixture',
      // A load balancer's range no request of the journeys comes from: the proxy must start with it.
      GX_TRUSTED_PROXIES: '192.0.2.0/24, 2001:db8::/32',
    };
  },
};

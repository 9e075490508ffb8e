/**
 * The proxy's configuration: deploy/Caddyfile.template with its fields filled from the settings.
 * One public origin: /api/ to PocketBase; the shell's files, /remotes/<name>/ and the release
 * store at /releases/ answered by Caddy from disk; pages balanced over the site servers; the admin UI closed
 * unless allowed; HSTS; the http:// redirect written here because Caddy 2.6's own one drops a
 * non-standard port.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps, remoteKeys } from 'shared-ui/build/topology';
import { fromRoot } from './paths';
import { runtimeConfig, type Settings } from './settings';
import { securityHeaders } from './security-headers';
import { processPorts, renderAddresses } from './serve-ports';

/** The shell's release folder: its build with this host's runtime-config.json (prepare.ts writes it). */
export const shellFolder = (settings: Settings) => join(settings.runDir, 'shell');

/** A year on a public certificate; a day with the proxy's own CA (tests, private networks). */
export function hstsMaxAge(settings: Settings): number {
  return settings.tls === 'auto' ? 31_536_000 : 86_400;
}

/** A Caddyfile double-quoted token. */
const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export function caddyfile(settings: Settings, template = readFileSync(fromRoot('deploy', 'Caddyfile.template'), 'utf8')): string {
  const site = new URL(settings.siteUrl);
  const ports = processPorts(settings);
  const headers = Object.entries(securityHeaders(runtimeConfig(settings)))
    // `?`: set only where the answer has none (the render server's own values win).
    .map(([name, value]) => `\t\t?${name} ${quote(value)}`)
    .join('\n');
  const pbAdmin =
    settings.pbAdminAllow.length === 0
      ? '\t\trespond "Not found" 404'
      : // Two handles, not a matcher on reverse_proxy beside respond: Caddy runs respond first
        // whatever the order written, and would refuse the allowed addresses too.
        [
          `\t\t@allowed remote_ip ${settings.pbAdminAllow.join(' ')}`,
          '\t\thandle @allowed {',
          `\t\t\treverse_proxy 127.0.0.1:${ports.pocketbase} {`,
          '\t\t\t\timport upstream',
          '\t\t\t}',
          '\t\t}',
          '\t\thandle {',
          '\t\t\trespond "Not found" 404',
          '\t\t}',
        ].join('\n');
  // Each remote's folder of the deployed build (what the site serves with GX_RELEASE_CHANNEL=off).
  const remotes = remoteKeys
    .map((key) =>
      [
        `\thandle_path /remotes/${key}/* {`,
        `\t\troot * ${quote(join(settings.appsDir, apps[key].dir, 'dist'))}`,
        '\t\timport cache',
        '\t\tfile_server {',
        '\t\t\tprecompressed br gzip',
        '\t\t}',
        '\t}',
      ].join('\n'),
    )
    .join('\n');
  const fields: Record<string, string> = {
    HTTP_PORT: String(settings.httpPort),
    HTTPS_PORT: String(settings.httpsPort),
    CADDY_DIR: settings.caddyDir,
    TRUSTED_PROXIES: settings.trustedProxies.length ? `\ttrusted_proxies ${settings.trustedProxies.join(' ')}` : '',
    SITE_ADDRESS: `${site.hostname}:${settings.httpsPort}`,
    TLS: settings.tls === 'internal' ? '\ttls internal' : '',
    HSTS_MAX_AGE: String(hstsMaxAge(settings)),
    SECURITY_HEADERS: headers,
    HEALTH_PORT: String(settings.healthPort),
    ADMIN_PORT: String(ports.caddyAdmin),
    RELEASE_DIR: quote(settings.releaseDir),
    SHELL_DIR: quote(shellFolder(settings)),
    SIGNER_DIR: quote(settings.signerDir),
    PB_ADMIN: pbAdmin,
    POCKETBASE_PORT: String(ports.pocketbase),
    REMOTES: remotes,
    RENDER_UPSTREAMS: [...renderAddresses(settings), ...settings.renderUpstreams].join(' '),
    SITE_URL: settings.siteUrl,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`deploy/Caddyfile.template: unknown field ${whole}`);
    return value;
  });
}

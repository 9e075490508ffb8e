/**
 * GX_SMTP_URL: `smtp://user:password@host:587` (STARTTLS, required), `smtp://host:25?tls=off`
 * (plain, for a relay on the same network), or `smtps://user:password@host:465` (TLS from the
 * first byte). User and password are URL-encoded in the URL.
 */
export interface SmtpSettings {
  host: string;
  port: number;
  /** starttls: upgrade required; tls: implicit TLS; off: plain text. */
  security: 'starttls' | 'tls' | 'off';
  username: string;
  password: string;
}

export function parseSmtpUrl(text: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('not a URL; expected smtp://user:password@host:port or smtps://…');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`scheme ${url.protocol} is neither smtp: nor smtps:`);
  if (!url.hostname) throw new Error('no host');
  const tlsParam = url.searchParams.get('tls');
  if (tlsParam !== null && tlsParam !== 'off') throw new Error(`?tls=${tlsParam}: the only option is ?tls=off`);
  if (url.protocol === 'smtps:' && tlsParam === 'off') throw new Error('smtps:// cannot have ?tls=off');
  const security = url.protocol === 'smtps:' ? 'tls' : tlsParam === 'off' ? 'off' : 'starttls';
  const port = url.port ? Number(url.port) : security === 'tls' ? 465 : 587;
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (password && !username) throw new Error('a password without a user');
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, security, username, password };
}

/** The URL with its password hidden, for logs. */
export function describeSmtp(smtp: SmtpSettings): string {
  const user = smtp.username ? `${smtp.username}:***@` : '';
  return `${smtp.security === 'tls' ? 'smtps' : 'smtp'}://${user}${smtp.host}:${smtp.port}${smtp.security === 'off' ? ' (no TLS)' : smtp.security === 'starttls' ? ' (STARTTLS)' : ''}`;
}

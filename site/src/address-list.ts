/**
 * Address lists of the settings (GX_TRUSTED_PROXIES, GX_PB_ADMIN_ALLOW): IPv4 and IPv6 addresses
 * and CIDR ranges, comma- or space-separated; and lists of `host:port` servers (GX_RENDER_UPSTREAMS). Checked here with Node's own parser so that a typo
 * stops the start instead of silently trusting nothing (or everything).
 */
import { isIP } from 'node:net';

/** The entries in canonical text form; throws with the first entry that is not an address or range. */
export function parseAddressList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) throw new Error(`"${entry}" is not an IP address or CIDR range`);
      if (bits === undefined) return address;
      const prefix = Number(bits);
      const max = family === 4 ? 32 : 128;
      if (!/^\d+$/.test(bits) || prefix > max) throw new Error(`"${entry}" has a prefix length outside 0-${max}`);
      return `${address}/${prefix}`;
    });
}

/** A host name (letters, digits, hyphens and dots), as DNS allows it. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * `host:port` entries (a name, an IPv4 address, or an IPv6 address in brackets), comma- or
 * space-separated; throws with the first entry that is not one.
 */
export function parseServerList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\[([^\]]+)\]|[^:[\]]+):(\d{1,5})$/.exec(entry);
      const host = match?.[2] ?? match?.[1] ?? '';
      const port = Number(match?.[3]);
      const hostOk = match?.[2] !== undefined ? isIP(host) === 6 : isIP(host) === 4 || (HOST_NAME.test(host) && !/^[\d.]+$/.test(host));
      if (!match || !hostOk) throw new Error(`"${entry}" is not host:port (an IPv6 address in brackets: [2001:db8::1]:3000)`);
      if (port < 1 || port > 65535) throw new Error(`"${entry}" has a port outside 1-65535`);
      return entry.toLowerCase();
    });
}

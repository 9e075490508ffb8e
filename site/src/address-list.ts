/**
 * Address lists of the settings (GX_TRUSTED_PROXIES, GX_PB_ADMIN_ALLOW): IPv4 and IPv6 addresses
 * and CIDR ranges, comma- or space-separated. Checked here with Node's own parser so that a typo
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

/**
 * Who is asking, for the per-visitor render budget (render-gate.ts): the TCP peer's address, or,
 * behind proxies listed in GX_TRUSTED_PROXIES (comma-separated addresses or CIDR ranges), the
 * rightmost address of X-Forwarded-For that is not one of them. Without that setting the header is
 * ignored: anyone can write it, and a flood could then pose as many visitors.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The proxies whose X-Forwarded-For is believed, from the environment (empty: none). */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): BlockList {
  const list = new BlockList();
  for (const entry of (env['GX_TRUSTED_PROXIES'] ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    if (!type) throw new Error(`GX_TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** An IPv4 client seen on an IPv6 socket (`::ffff:1.2.3.4`) is the IPv4 address. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  if (isIPv4(address)) return list.check(address, 'ipv4');
  if (isIPv6(address)) return list.check(address, 'ipv6');
  return false;
}

export function visitorAddress(req: IncomingMessage, proxies: BlockList): string {
  let address = plain(req.socket.remoteAddress ?? 'unknown');
  if (!isTrusted(proxies, address)) return address;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((item) => plain(item.trim()))
    .filter(Boolean);
  // Right to left: each trusted proxy names who it received the request from.
  while (forwarded.length && isTrusted(proxies, address)) address = forwarded.pop()!;
  return address;
}

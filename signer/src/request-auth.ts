/**
 * How PocketBase proves a request comes from it: an HMAC-SHA256 (hex) of "<timestamp>.<body>"
 * under the shared secret, with the timestamp in milliseconds. PocketBase computes it with
 * `$security.hs256`. A request older than a minute is refused, so a captured one cannot be
 * replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-gx-timestamp';
export const SIGNATURE_HEADER = 'x-gx-signature';
const MAX_SKEW_MS = 60_000;

export function requestSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function isAuthentic(secret: string, timestamp: string | undefined, signature: string | undefined, body: string, now = Date.now()): boolean {
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > MAX_SKEW_MS) return false;
  const expected = Buffer.from(requestSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

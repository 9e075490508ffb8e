/**
 * The signed, expiring preview of one release (`npm run release -- preview`): the link's `?t=` and
 * the cookie that opening it sets carry the same token. It names a remote and a release id, never
 * a URL: the render server finds the release in the store it already follows, so a token cannot
 * make it load code from anywhere else.
 *
 *   v1.<base64url of {"remote","release","channel","exp"}>.<base64url of HMAC-SHA256(secret, that)>
 *
 * A token that does not verify (another secret, an edited payload), has expired, or is not of this
 * shape is worth nothing: `readPreviewToken` answers undefined and the page is the channel's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Preview {
  /** The remote's short name, as the CLI takes it (`exchange`). */
  remote: string;
  release: string;
  /** The channel whose other releases it is seen with. */
  channel: string;
  /** Seconds since the epoch. */
  exp: number;
}

export const PREVIEW_COOKIE = 'gx_preview';
/** Where a preview link opens, and where it is left. */
export const PREVIEW_PATH = '/_preview';
export const LEAVE_PREVIEW_PATH = '/_preview/leave';
export const DEFAULT_PREVIEW_TTL_S = 3600;

const VERSION = 'v1';
const RELEASE_ID = /^[0-9a-f]{6,64}$/;
const NAME = /^[a-z][a-z0-9_-]{0,40}$/;

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest('base64url');

export function signPreviewToken(preview: Preview, secret: string): string {
  if (!secret) throw new Error('a preview token needs a secret');
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${VERSION}.${payload}.${mac(secret, payload)}`;
}

function isPreview(value: unknown): value is Preview {
  const candidate = value as Partial<Preview> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.remote === 'string' &&
    NAME.test(candidate.remote) &&
    typeof candidate.release === 'string' &&
    RELEASE_ID.test(candidate.release) &&
    typeof candidate.channel === 'string' &&
    NAME.test(candidate.channel) &&
    Number.isInteger(candidate.exp)
  );
}

/** The preview a token grants, or undefined when it is tampered with, expired or malformed. */
export function readPreviewToken(token: string | undefined, secret: string, nowMs = Date.now()): Preview | undefined {
  if (!token || !secret || token.length > 1024) return undefined;
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isPreview(value) || value.exp * 1000 <= nowMs) return undefined;
  return value;
}

/** The value of the preview cookie in a `Cookie` header. */
export function previewCookieValue(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The `Set-Cookie` that holds a preview for its remaining time. HttpOnly: no script of any remote
 * can read or forward it; SameSite=Lax: another site cannot send it along with its own requests
 * but a followed link keeps it; Secure on an https site.
 */
export function previewCookie(token: string, preview: Preview, options: { secure: boolean; nowMs?: number }): string {
  const maxAge = Math.max(0, Math.floor(preview.exp - (options.nowMs ?? Date.now()) / 1000));
  return `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

export function clearedPreviewCookie(options: { secure: boolean }): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

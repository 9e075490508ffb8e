/**
 * The site's public origin for the absolute URLs a page builds itself (verification links, QR
 * codes, share links, the print page): the one site setting (GX_SITE_URL), which the runtime
 * configuration carries, not whatever host name the page was reached by. shared-ui is a Module
 * Federation singleton, so what the shell configures at start-up is what every remote reads.
 */
let configured: string | null = null;

/** Called once at start-up with the runtime configuration's siteUrl (absent: the page's origin is used). */
export function configureSiteOrigin(siteUrl: string | undefined): void {
  if (!siteUrl) {
    configured = null;
    return;
  }
  try {
    configured = new URL(siteUrl).origin;
  } catch {
    configured = null;
  }
}

/** The configured site origin; the page's own origin when none was configured; empty without a browser. */
export function siteOrigin(): string {
  if (configured) return configured;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The shape of /runtime-config.json, which the shell serves and reads at start-up. */
export interface RuntimeConfig {
  /**
   * The site's public origin (GX_SITE_URL): QR codes, share links and the print page build their
   * absolute URLs from it. A configuration without it falls back to the page's origin.
   */
  siteUrl?: string;
  pocketbaseUrl: string;
  /** Container name to the URL of its mf-manifest.json. */
  remotes: Record<string, string>;
}

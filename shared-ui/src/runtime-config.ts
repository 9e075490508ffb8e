/** The shape of /runtime-config.json, which the shell serves and reads at start-up. */
export interface RuntimeConfig {
  pocketbaseUrl: string;
  /** Container name to the URL of its mf-manifest.json. */
  remotes: Record<string, string>;
}

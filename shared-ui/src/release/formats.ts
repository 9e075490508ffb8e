/**
 * The release store's formats, declared once (docs/releases.md): a channel's pointer, a line of the
 * deploy history, a release's publish record, a remote's mf-manifest.json, and the overview the admin area's Releases tab
 * reads. Plain types with guards, no dependencies: the release command line (scripts/lib/release),
 * the render server, the admin area and PocketBase's hook (through pb_hooks/lib/shared-ui.js) all
 * read and check the files with these.
 */
import type { RuntimeConfig } from '../runtime-config';

/** The channels a release can be promoted to; the first is the default of every command. */
export const CHANNELS = ['production', 'staging'] as const;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((item) => typeof item === 'string');
}

/**
 * `<store>/channels/<channel>.json`: the runtime configuration the shell and the render server
 * read (shell/public/runtime-config.json's shape), with each remote's release id and a revision
 * that every change raises by one.
 */
export interface ChannelPointer extends RuntimeConfig {
  /** Container name to the release id (the boot data carries it to the browser). */
  releases: Record<string, string>;
  revision: number;
}

export function isChannelPointer(value: unknown): value is ChannelPointer {
  return (
    isObject(value) &&
    typeof value['pocketbaseUrl'] === 'string' &&
    (value['siteUrl'] === undefined || typeof value['siteUrl'] === 'string') &&
    isStringRecord(value['remotes']) &&
    isStringRecord(value['releases']) &&
    Number.isInteger(value['revision'])
  );
}

/** A pointer file's text as a pointer; undefined when it is not JSON or not a pointer. */
export function parseChannelPointer(text: string): ChannelPointer | undefined {
  const value = parseJson(text);
  return isChannelPointer(value) ? value : undefined;
}

export const HISTORY_ACTIONS = ['promote', 'rollback'] as const;

/** One line of `<store>/history.jsonl`, the deploy audit log (appended to, never rewritten). */
export interface HistoryEntry {
  /** ISO time of the change. */
  at: string;
  who: string;
  channel: string;
  /** Container name of the remote (`mfe_exchange`). */
  remote: string;
  /** The release the channel had before, or null for the remote's first promote. */
  from: string | null;
  to: string;
  why: string;
  /** A rollback undoes the promote before it (rollback reads the history as a stack). */
  action: (typeof HISTORY_ACTIONS)[number];
  /** The channel's revision this change wrote. */
  revision: number;
}

export function isHistoryEntry(value: unknown): value is HistoryEntry {
  return (
    isObject(value) &&
    ['at', 'who', 'channel', 'remote', 'to', 'why'].every((field) => typeof value[field] === 'string') &&
    (value['from'] === null || typeof value['from'] === 'string') &&
    (HISTORY_ACTIONS as readonly unknown[]).includes(value['action']) &&
    Number.isInteger(value['revision'])
  );
}

/** Every entry of a history file's text, oldest first. A line that is not an entry is skipped: the log is for people. */
export function parseHistory(text: string): HistoryEntry[] {
  return text.split('\n').flatMap((line) => {
    const value = line.trim() ? parseJson(line) : undefined;
    return isHistoryEntry(value) ? [value] : [];
  });
}

/** The publish record in each release's folder, `<store>/<remote>/<id>/release.json`. */
export const RELEASE_INFO = 'release.json';

export interface ReleaseInfo {
  /** The remote's key (`exchange`). */
  remote: string;
  /** The release id: the folder's name, a digest of the build. */
  id: string;
  /** ISO time of the publish. */
  publishedAt: string;
  publishedBy: string;
}

export function isReleaseInfo(value: unknown): value is ReleaseInfo {
  return isObject(value) && ['remote', 'id', 'publishedAt', 'publishedBy'].every((field) => typeof value[field] === 'string');
}

/** A publish record's text, or undefined when it is not JSON or not a record. */
export function parseReleaseInfo(text: string): ReleaseInfo | undefined {
  const value = parseJson(text);
  return isReleaseInfo(value) ? value : undefined;
}

/** The name of the manifest every build of a remote publishes. */
export const MANIFEST_FILE = 'mf-manifest.json';

export interface ManifestFile {
  name?: string;
  path?: string;
  type?: string;
}

export interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  /** A semver range, or null/false where the build left it out (the browser builds do). */
  requiredVersion?: string | null | false;
}

/** The parts of a Module Federation `mf-manifest.json` that releases, the gate and the render server read. */
export interface Manifest {
  name?: string;
  metaData?: {
    name?: string;
    publicPath?: string;
    ssrPublicPath?: string;
    remoteEntry?: ManifestFile;
    ssrRemoteEntry?: ManifestFile;
    [field: string]: unknown;
  };
  shared?: SharedEntry[];
  exposes?: Array<{ name?: string; path?: string; assets?: ManifestAssets }>;
}

const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isFile = (value: unknown) => isObject(value) && isOptional(value['name'], (v) => typeof v === 'string') && isOptional(value['path'], (v) => typeof v === 'string');
const isListOf = (value: unknown, check: (value: unknown) => boolean) => Array.isArray(value) && value.every(check);

export function isManifest(value: unknown): value is Manifest {
  if (!isObject(value)) return false;
  const meta = value['metaData'];
  return (
    isOptional(meta, (m) => isObject(m) && isOptional(m['remoteEntry'], isFile) && isOptional(m['ssrRemoteEntry'], isFile)) &&
    isOptional(value['shared'], (list) => isListOf(list, (entry) => isObject(entry) && typeof entry['name'] === 'string')) &&
    isOptional(value['exposes'], (list) => isListOf(list, isObject))
  );
}

/** A manifest's text as a manifest, or why it is not one. */
export function parseManifest(text: string): { ok: true; manifest: Manifest } | { ok: false; reason: string } {
  const value = parseJson(text);
  if (value === undefined) return { ok: false, reason: 'not JSON' };
  return isManifest(value) ? { ok: true, manifest: value } : { ok: false, reason: 'not a Module Federation manifest' };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A remote on a channel, as the admin area shows it: the release and who put it there, when. */
export interface ChannelRelease {
  /** Container name, e.g. mfe_exchange. */
  remote: string;
  release: string;
  /** Who promoted it (an e-mail address or a system user) and when (ISO time); empty when the history does not say. */
  by: string;
  at: string;
}

export interface ChannelState {
  name: string;
  revision: number;
  /** false when the channel's file exists but is not a pointer. */
  readable: boolean;
  remotes: ChannelRelease[];
}

/** GET /api/gx/releases (admins only): the channels' pointers and the history. */
export interface ReleasesOverview {
  /** false when the server was started without a release store. */
  configured: boolean;
  channels: ChannelState[];
  /** Newest first, at most HISTORY_LIMIT. */
  history: HistoryEntry[];
}

/** History lines the overview returns, newest first. */
export const HISTORY_LIMIT = 200;

/**
 * The overview from the store's files as read: the history's text and each channel's pointer text
 * (null when a file does not exist). A file that does not parse is reported, never fatal.
 */
export function releasesOverview(historyText: string | null, pointerTexts: Record<string, string | null>): ReleasesOverview {
  const history = historyText ? parseHistory(historyText) : [];
  const channels = CHANNELS.map((name): ChannelState => {
    const text = pointerTexts[name] ?? null;
    const pointer = text === null ? undefined : parseChannelPointer(text);
    const remotes = Object.entries(pointer?.releases ?? {}).map(([remote, release]): ChannelRelease => {
      // The latest change that put this release on this channel: who and when.
      const promoted = [...history].reverse().find((entry) => entry.channel === name && entry.remote === remote && entry.to === release);
      return { remote, release, by: promoted?.who ?? '', at: promoted?.at ?? '' };
    });
    remotes.sort((a, b) => (a.remote < b.remote ? -1 : a.remote > b.remote ? 1 : 0));
    return { name, revision: pointer?.revision ?? 0, readable: text === null || pointer !== undefined, remotes };
  });
  return { configured: true, channels, history: history.slice(-HISTORY_LIMIT).reverse() };
}

/**
 * Files that are not what they claim to be, for the tests of every reader of the release store
 * (the command line, the render server, PocketBase's hook, formats.test.ts): each must refuse
 * them alike, because each checks with the one guard of formats.ts.
 */
const pointer = { pocketbaseUrl: 'http://127.0.0.1:8090', remotes: { mfe_exchange: 'http://x/mf-manifest.json' }, releases: { mfe_exchange: 'aaaaaaaaaaaa' }, revision: 2 };
const entry = { at: '2026-11-20T10:00:00.000Z', who: 'ana@gx.example', channel: 'production', remote: 'mfe_exchange', from: null, to: 'aaaaaaaaaaaa', why: '', action: 'promote', revision: 1 };

export const validPointer = pointer;
export const validHistoryEntry = entry;
export const validManifest = { name: 'mfe_exchange', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [] };

export const malformedPointers: Array<[string, unknown]> = [
  ['an array', [pointer]],
  ['no pocketbaseUrl', { ...pointer, pocketbaseUrl: undefined }],
  ['a revision that is text', { ...pointer, revision: '2' }],
  ['a fractional revision', { ...pointer, revision: 2.5 }],
  ['a release id that is a number', { ...pointer, releases: { mfe_exchange: 7 } }],
  ['remotes as a list', { ...pointer, remotes: ['http://x/mf-manifest.json'] }],
];

export const malformedHistoryEntries: Array<[string, unknown]> = [
  ['a bare string', 'promote'],
  ['no revision', { ...entry, revision: undefined }],
  ['an unknown action', { ...entry, action: 'deploy' }],
  ['from as a number', { ...entry, from: 3 }],
  ['no who', { ...entry, who: undefined }],
];

export const malformedReleaseInfos: Array<[string, unknown]> = [
  ['no publishedAt', { remote: 'exchange', id: 'aaaaaaaaaaaa', publishedBy: 'ana@gx.example' }],
  ['publishedBy as a number', { remote: 'exchange', id: 'aaaaaaaaaaaa', publishedAt: '2026-11-20T10:00:00.000Z', publishedBy: 7 }],
];

export const malformedManifests: Array<[string, unknown]> = [
  ['a list', [validManifest]],
  ['metaData as text', { ...validManifest, metaData: 'remoteEntry.js' }],
  ['a remote entry as text', { ...validManifest, metaData: { remoteEntry: 'remoteEntry.js' } }],
  ['shared as an object', { ...validManifest, shared: { react: '19' } }],
  ['exposes holding text', { ...validManifest, exposes: ['./routes'] }],
];

import { describe, expect, it } from 'vitest';
import { isChannelPointer, isHistoryEntry, isManifest, parseHistory, parseManifest, releasesOverview } from './formats';
import { malformedHistoryEntries, malformedManifests, malformedPointers, validHistoryEntry, validManifest, validPointer } from './format-vectors';

describe('the release store formats', () => {
  it('accept a well-formed pointer, history entry and manifest', () => {
    expect(isChannelPointer(validPointer)).toBe(true);
    expect(isHistoryEntry(validHistoryEntry)).toBe(true);
    expect(isManifest(validManifest)).toBe(true);
  });

  it.each(malformedPointers)('refuse a pointer with %s', (_, value) => {
    expect(isChannelPointer(JSON.parse(JSON.stringify(value)))).toBe(false);
  });

  it.each(malformedHistoryEntries)('refuse a history entry with %s', (_, value) => {
    expect(isHistoryEntry(JSON.parse(JSON.stringify(value)))).toBe(false);
  });

  it.each(malformedManifests)('refuse a manifest that is %s', (_, value) => {
    expect(parseManifest(JSON.stringify(value))).toEqual({ ok: false, reason: 'not a Module Federation manifest' });
  });

  it('read a history file line by line, skipping what is not an entry', () => {
    const lines = [validHistoryEntry, ...malformedHistoryEntries.map(([, value]) => value)].map((value) => JSON.stringify(value));
    expect(parseHistory(`${lines.join('\n')}\nnot json\n`)).toEqual([validHistoryEntry]);
  });

  it('sum up the store for the admin area: who put each release on its channel, and unreadable pointers', () => {
    const overview = releasesOverview(JSON.stringify(validHistoryEntry), {
      production: JSON.stringify({ ...validPointer, revision: 1 }),
      staging: JSON.stringify(malformedPointers[0]?.[1]),
    });
    expect(overview.channels).toEqual([
      { name: 'production', revision: 1, readable: true, remotes: [{ remote: 'mfe_exchange', release: 'aaaaaaaaaaaa', by: 'ana@gx.example', at: validHistoryEntry.at }] },
      { name: 'staging', revision: 0, readable: false, remotes: [] },
    ]);
    expect(overview.history).toEqual([validHistoryEntry]);
  });
});

// Which channel `npm start` serves from: `node --import tsx --test scripts/lib/release/local.test.ts`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localReleaseChannel } from './local';

test('plain npm start serves production from the store; off or an empty value serves dist/', () => {
  assert.equal(localReleaseChannel('production', undefined), 'production');
  assert.equal(localReleaseChannel('production', 'staging'), 'staging');
  assert.equal(localReleaseChannel('production', 'off'), undefined);
  assert.equal(localReleaseChannel('production', ''), undefined);
  assert.throws(() => localReleaseChannel('production', 'prod'), /Unknown channel "prod"/);
});

test('the e2e system serves dist/ unless a channel is named (its deploy journeys copy builds into dist/)', () => {
  assert.equal(localReleaseChannel('e2e', undefined), undefined);
  assert.equal(localReleaseChannel('e2e', 'production'), 'production');
});

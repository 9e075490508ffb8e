import { describe, expect, it } from 'vitest';
import { withServerEntry } from './ssr-manifest';

describe('the server entry in a web manifest', () => {
  it('names the server build with a version that changes with its content', () => {
    const manifest = { metaData: { name: 'mfe_marketing', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    const one = withServerEntry(manifest, 'build one');
    const two = withServerEntry(manifest, 'build two');
    expect(one.metaData).toMatchObject({
      name: 'mfe_marketing',
      ssrRemoteEntry: { name: expect.stringMatching(/^remoteEntry\.js\?v=[0-9a-f]{10}$/), path: 'ssr/', type: 'commonjs-module' },
    });
    expect(JSON.stringify(one)).not.toBe(JSON.stringify(two));
    expect(JSON.stringify(withServerEntry(manifest, 'build one'))).toBe(JSON.stringify(one));
  });
});

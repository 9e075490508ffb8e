import { describe, expect, it } from 'vitest';
import * as browser from './index';
import * as server from './server';

// What only the render server uses stays out of the entry every page downloads.
describe('the browser and server entries of shared-ui', () => {
  const serverOnly = ['StaticRouter', 'createServerDataStore', 'retryFailedPages'];

  it.each(serverOnly)('%s is exported by shared-ui/server only', (name) => {
    expect(server).toHaveProperty(name);
    expect(browser).not.toHaveProperty(name);
  });

  it('the server entry repeats nothing of the browser entry', () => {
    expect(Object.keys(server).filter((name) => name in browser)).toEqual([]);
  });
});

import { afterEach, describe, expect, test } from 'vitest';
import { configureSiteOrigin, siteOrigin } from './site-origin';

afterEach(() => configureSiteOrigin(undefined));

describe('siteOrigin', () => {
  test('is the configured site URL, whatever host the page was reached by', () => {
    configureSiteOrigin('https://gx.example/');
    expect(window.location.origin).not.toBe('https://gx.example');
    expect(siteOrigin()).toBe('https://gx.example');
  });

  test('keeps a non-standard port and drops any path', () => {
    configureSiteOrigin('https://gx.test:8443/ignored');
    expect(siteOrigin()).toBe('https://gx.test:8443');
  });

  test("falls back to the page's origin when the configuration has no site URL, or an unusable one", () => {
    configureSiteOrigin(undefined);
    expect(siteOrigin()).toBe(window.location.origin);
    configureSiteOrigin('not a url');
    expect(siteOrigin()).toBe(window.location.origin);
  });
});

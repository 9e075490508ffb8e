import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { configureSiteOrigin } from 'shared-ui';
import { verificationUrl } from './model';
import { useSiteOrigin } from './useSiteOrigin';

afterEach(() => configureSiteOrigin(undefined));

describe('useSiteOrigin', () => {
  it('gives the site URL of the runtime configuration, not the host the page was reached by', () => {
    configureSiteOrigin('https://gx.example');
    const { result } = renderHook(() => useSiteOrigin());
    expect(result.current).toBe('https://gx.example');
    expect(verificationUrl(result.current, 'GX-2025-ABCDEF')).toMatch(/^https:\/\/gx\.example\/verify\//);
  });

  it("falls back to the page's origin when the configuration names no site URL", () => {
    const { result } = renderHook(() => useSiteOrigin());
    expect(result.current).toBe(window.location.origin);
  });
});

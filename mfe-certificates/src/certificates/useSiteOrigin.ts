import { useSyncExternalStore } from 'react';

// The origin never changes while a page lives: nothing to subscribe to.
const subscribe = () => () => undefined;
const readOrigin = () => window.location.origin;
// Server rendering (and hydration) has no location: links that need the origin appear after.
const noOrigin = () => '';

/**
 * The site's own origin, for verification URLs (never a hard-coded address: the same build is
 * served from any domain). Empty where there is no browser.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(subscribe, readOrigin, noOrigin);
}

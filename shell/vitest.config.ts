import { mergeConfig } from 'vitest/config';
import base from 'shared-ui/build/vitest';

// The apps' test setup (happy-dom, Testing Library's cleanup). Mocks are fresh in every test: the
// auth page's tests replace the auth calls of 'shared-ui/forms'. (`--configLoader runner` in the
// test script lets Vitest load this TypeScript config through the package name.)
export default mergeConfig(base, { test: { restoreMocks: true, mockReset: true } });

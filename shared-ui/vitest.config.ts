import { mergeConfig } from 'vitest/config';
import base from './build/vitest';

// The same setup as the apps' tests (happy-dom, Testing Library's cleanup), with spies restored,
// plus the tests of the build helpers.
export default mergeConfig(base, { test: { restoreMocks: true, include: ['build/**/*.test.ts'] } });

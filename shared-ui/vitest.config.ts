import { mergeConfig } from 'vitest/config';
import base from './build/vitest';

// The same setup as the apps' tests (happy-dom, Testing Library's cleanup), with spies restored.
export default mergeConfig(base, { test: { restoreMocks: true } });

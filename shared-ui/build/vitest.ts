import { defineConfig } from 'vitest/config';

/** Component and unit tests of the apps: a DOM (happy-dom, no mocks needed for Mantine). */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Globals let Testing Library unmount each test's render after it (its auto-cleanup).
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

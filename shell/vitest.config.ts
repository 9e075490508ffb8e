import { defineConfig } from 'vitest/config';

// The apps' test setup (shared-ui/build/vitest.ts: happy-dom, Testing Library's auto-cleanup through
// globals), written out: importing that .ts file through the package name fails when Vitest loads
// its config with Node ("Unknown file extension .ts"). Mocks are fresh in every test: the auth
// page's tests replace the auth calls of 'shared-ui/forms'.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    mockReset: true,
  },
});

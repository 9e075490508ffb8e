// The apps' shared test setup: happy-dom and Testing Library's cleanup.
export { default } from 'shared-ui/build/vitest';

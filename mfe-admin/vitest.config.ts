// The apps' shared test setup (happy-dom and Testing Library's cleanup), with every mock reset
// before each test: the component tests stub the api module and set each answer per test.
import { mergeConfig } from 'vitest/config';
import shared from 'shared-ui/build/vitest';

export default mergeConfig(shared, { test: { mockReset: true } });

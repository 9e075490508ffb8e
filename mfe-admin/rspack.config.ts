import { defineConfig } from '@rspack/cli';
import { remoteConfig } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

// Entry, output, dev server and plugins of a remote: shared-ui/build/rspack.ts. No server build:
// /admin is behind sign-in, and the render server draws it as its loading state.
export default defineConfig(remoteConfig('admin', federation, { server: false }));

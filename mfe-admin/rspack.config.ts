import { defineConfig } from '@rspack/cli';
import { remoteConfig } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

// Entry, output, dev server and plugins of a remote: shared-ui/build/rspack.ts.
export default defineConfig(remoteConfig('admin', federation));

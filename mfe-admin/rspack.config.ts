import { defineConfig } from '@rspack/cli';
import { remoteConfig } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

// Entry, output, dev server and plugins of a remote: shared-ui/build/rspack.ts. Built for the
// browser and for the render server like every remote: /admin is behind sign-in, so the server
// draws it as the session check the browser then completes.
export default defineConfig(remoteConfig('admin', federation));

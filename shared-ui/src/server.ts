/**
 * shared-ui/server: what only the shell's server build (shell/src/server) uses, kept out of the
 * browser's entry so that no visitor downloads it.
 *
 * Not a shared module of its own: the shell's server bundle compiles it beside the shell's own
 * copy of shared-ui, whose modules (react-router, the lazy-page registry) it imports by the same
 * paths, so the render server still has one router context and one registry. Remotes never import
 * it (lint enforces it).
 */
// The render server's router: the request's URL, no history.
export { StaticRouter } from 'react-router-dom';
export { createServerDataStore } from './server-data-store';
// Each render gives the pages whose chunk failed on an earlier one a new start.
export { retryFailedPages } from './lazy-page';

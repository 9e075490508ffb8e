// The async boundary of the render server's bundle, as src/index.ts is in the browser: shared
// modules (React, shared-ui) are initialised by the federation runtime before render.tsx runs.
export default () => import('./render');

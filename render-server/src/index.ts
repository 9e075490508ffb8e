export { startRenderServer, type RenderServer, type RenderServerOptions, type PageHandler } from './server';
export { jsonLog, type Log } from './trace';
export { DEFAULT_PAGE_CACHE, type PageCacheOptions } from './page-cache';
export { DEFAULT_RENDER_GATE, type RenderGateOptions } from './render-gate';
export type { PreviewSettings } from './preview';

import { Suspense, use, useContext, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ErrorBoundary, PageSkeleton } from 'shared-ui';
import type { RemoteContainer } from './ownership';
import { reregisterRemote } from './runtime-config';
import { PreloadedRouteTrees, RenderInBrowser } from './server-rendering';

type RouteTree = ComponentType;

/**
 * Loads a remote's exposed route tree, once. A failed load stays cached until 'Try Again' drops it
 * (forgetRemote): React renders again after a rejection, and a fresh load on every such render
 * would hammer a server that is down.
 */
const routeTrees = new Map<RemoteContainer, Promise<{ default: RouteTree }>>();
/** Remotes whose last load failed in the network or in the federation runtime. */
const failedLoads = new Set<RemoteContainer>();

function loadRouteTree(container: RemoteContainer): Promise<{ default: RouteTree }> {
  let pending = routeTrees.get(container);
  if (!pending) {
    pending = loadRemote<{ default: RouteTree }>(`${container}/routes`).then(
      (module) => {
        if (!module?.default) throw new Error(`${container} exposes no route tree`);
        failedLoads.delete(container);
        return module;
      },
      (error: unknown) => {
        failedLoads.add(container);
        throw error;
      },
    );
    routeTrees.set(container, pending);
  }
  return pending;
}

/**
 * 'Try Again': load afresh (a rejected load stays rejected, so it is never reused). After a failed
 * load the remote is also registered again with `force`, which drops a cached manifest whose
 * chunks are gone (a remote redeployed after it loaded).
 */
function forgetRemote(container: RemoteContainer) {
  routeTrees.delete(container);
  if (failedLoads.has(container)) reregisterRemote(container);
}

/** Draws a remote's route tree once it has loaded (suspends meanwhile, throws if it failed). */
function RouteTreeOf({ container }: { container: RemoteContainer }) {
  const preloaded = useContext(PreloadedRouteTrees)[container];
  if (preloaded) return <preloaded.default />;
  // On the server (no window) only a tree the render server loaded is drawn; never fetch from here.
  if (typeof window === 'undefined') throw new RenderInBrowser(container);
  const { default: RouteTree } = use(loadRouteTree(container));
  return <RouteTree />;
}

/**
 * Mounts the route tree of the remote that owns the current path. A remote that cannot be loaded
 * or throws takes down only its own routes: they show the error screen, and 'Try Again' loads it
 * again without a page reload.
 */
export function RemoteRoutes({ container }: { container: RemoteContainer }) {
  // Bumped by 'Try Again' so that the boundary renders again and asks for a fresh load.
  const [, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[container]}
      onReset={() => {
        forgetRemote(container);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageSkeleton />}>
        <RouteTreeOf container={container} />
      </Suspense>
    </ErrorBoundary>
  );
}

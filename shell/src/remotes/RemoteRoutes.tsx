import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Container, ErrorBoundary, Skeleton, Stack } from 'shared-ui';
import { ownerOf, type RemoteContainer } from './ownership';
import { reregisterRemote } from './runtime-config';

type RouteTree = ComponentType;

/**
 * Loads a remote's exposed route tree. Only successful loads are kept: a rejected load is dropped
 * so that 'Try Again' fetches afresh (REFERENCE.md: do not cache a rejected React.lazy).
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
        routeTrees.delete(container);
        failedLoads.add(container);
        throw error;
      },
    );
    routeTrees.set(container, pending);
  }
  return pending;
}

/** Starts fetching the remote of a path before React asks for it. */
export function preloadRemoteFor(pathname: string) {
  const container = ownerOf(pathname);
  if (container) loadRouteTree(container).catch(() => undefined);
}

/**
 * A remote that loaded before and was then redeployed can leave the runtime holding a manifest
 * whose chunks are gone; registering it again with `force` drops that cache.
 */
function forgetRemote(container: RemoteContainer) {
  routeTrees.delete(container);
  if (failedLoads.has(container)) reregisterRemote(container);
}

function RemotePageSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true" aria-label="Loading page">
      <Stack gap="md">
        <Skeleton height={40} width="60%" />
        <Skeleton height={18} />
        <Skeleton height={18} width="90%" />
        <Skeleton height={240} mt="md" />
      </Stack>
    </Container>
  );
}

/**
 * Mounts the route tree of the remote that owns the current path. A remote that cannot be loaded
 * or throws takes down only its own routes: they show the error screen, and 'Try Again' loads it
 * again without a page reload.
 */
export function RemoteRoutes({ container }: { container: RemoteContainer }) {
  const [attempt, setAttempt] = useState(0);
  const [RouteTree] = useLazyRouteTree(container, attempt);
  return (
    <ErrorBoundary
      resetKeys={[container]}
      onReset={() => {
        forgetRemote(container);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<RemotePageSkeleton />}>
        <RouteTree />
      </Suspense>
    </ErrorBoundary>
  );
}

const lazyTrees = new Map<string, LazyExoticComponent<RouteTree>>();

/** One lazy component per remote and attempt, so a retry never reuses a rejected lazy. */
function useLazyRouteTree(container: RemoteContainer, attempt: number): [LazyExoticComponent<RouteTree>] {
  const key = `${container}#${attempt}`;
  let tree = lazyTrees.get(key);
  if (!tree) {
    tree = lazy(() => loadRouteTree(container));
    lazyTrees.set(key, tree);
  }
  return [tree];
}

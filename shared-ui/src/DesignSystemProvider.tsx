import { Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazyPage } from './lazy-page';
import { cssVariablesResolver, theme } from './theme';
import { ThemeVariables } from './theme-variables';
import classes from './Toasts.module.css';

/** docs/rules.md#limits: toasts close after 5000 ms by default and at most three are visible at a time. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOASTS_VISIBLE = 3;

const Notifications = lazyPage('shared-ui/notifications', () => import(/* webpackChunkName: "shared-ui/notifications" */ './overlays').then((module) => ({ default: module.Notifications })));

/**
 * Draws toasts. The container (and its portal and transitions) is fetched when the first toast
 * is shown, not on every page load; toasts shown before it arrives wait in the store.
 */
function ToastContainer() {
  const { notifications, queue } = useNotifications();
  // Once fetched, the container stays mounted so that closing toasts can animate out.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOASTS_VISIBLE} className={classes.toasts} />
    </Suspense>
  );
}

/** Mounted once, by the shell (or a remote's standalone development host). */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} defaultColorScheme="light">
      <ThemeVariables />
      <ToastContainer />
      {children}
    </MantineProvider>
  );
}

import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { theme } from './theme';

/** Spec §9: toasts close after 5000 ms by default and at most three are visible at a time. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOASTS_VISIBLE = 3;

/** Mounted once, by the shell (or a remote's standalone development host). */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOASTS_VISIBLE} />
      {children}
    </MantineProvider>
  );
}

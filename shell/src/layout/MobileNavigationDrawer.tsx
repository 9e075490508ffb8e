import type { ReactNode } from 'react';
import { BrandLogo, Stack, VisuallyHidden } from 'shared-ui';
import classes from './TopNavigation.module.css';
import { Drawer } from 'shared-ui/overlays';

interface MobileNavigationDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** docs/rules.md#navigation: the mobile drawer that mirrors the navigation (loaded when the menu first opens). */
export default function MobileNavigationDrawer({ opened, onClose, children }: MobileNavigationDrawerProps) {
  return (
    // Mantine traps focus inside while open; the top navigation hands it back to the menu button
    // when it closes (returnFocus off, so that only one of the two moves it).
    <Drawer
      opened={opened}
      onClose={onClose}
      // The brand heads the drawer as it heads the page; the dialog is still named "Menu".
      title={
        <>
          <BrandLogo />
          <VisuallyHidden>Menu</VisuallyHidden>
        </>
      }
      hiddenFrom="md"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
      returnFocus={false}
    >
      <Stack component="nav" aria-label="Mobile" gap={4} className={classes.drawerNav}>
        {children}
      </Stack>
    </Drawer>
  );
}

/**
 * shared-ui/overlays: the third shared singleton of shared-ui, for things drawn over the page.
 *
 * A drawer and the toast container (portals, focus trap, scroll lock, transitions) weighed about
 * 21 KB gzip, a tenth of the first visit's budget, and neither is on screen when a page first
 * paints. They load when first needed: the drawer when the mobile menu opens, the toast container
 * when the first toast is shown (see DesignSystemProvider).
 */
import './styles/overlays.css';

export { Drawer } from '@mantine/core';
export { Notifications } from '@mantine/notifications';

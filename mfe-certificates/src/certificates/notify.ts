import { notifications } from 'shared-ui';

export interface Toast {
  color: string;
  title: string;
  message: string;
}

/** Shows a toast whose close button has a name (Mantine's has none: axe 'button-name'). */
export function showToast(toast: Toast) {
  notifications.show({ ...toast, closeButtonProps: { 'aria-label': 'Close notification' } });
}

/** The message of a failure, or the spec's fallback text (docs/rules.md#errors). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred.';
}

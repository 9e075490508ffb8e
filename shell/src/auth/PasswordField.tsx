import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { PasswordInput } from 'shared-ui/forms';

type PasswordFieldProps = Omit<ComponentPropsWithoutRef<typeof PasswordInput>, 'visibilityToggleButtonProps'>;

/**
 * A password input whose show/hide toggle (docs/rules.md#auth) is a real button: reachable by keyboard and
 * announced as "Show password", pressed or not.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  return <PasswordInput ref={ref} visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': 'Show password' }} {...props} />;
});

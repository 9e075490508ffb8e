import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'shared-ui/forms';

/**
 * Every field of the auth forms is required, so none is marked with an asterisk (which would
 * also become part of the label's text): the inputs still carry `required` for assistive
 * technology, and the forms validate with the shared schemas, not the browser.
 */
const requiredField = { required: true, withAsterisk: false } as const;

/** What an auth form's field needs besides its label: required, its error, its registration. */
export function authField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  // The auth forms are flat, so a field's error sits under its own name.
  const error = (form.formState.errors as FieldErrors)[name]?.message;
  return { ...requiredField, error: error as string | undefined, ...form.register(name) };
}

interface SubmitButtonProps {
  /** The form is being sent: the button says `busyLabel` and cannot be pressed again. */
  busy: boolean;
  busyLabel: string;
  /** Disabled for another reason too (e.g. the password does not meet the rules yet). */
  disabled?: boolean;
  variant?: 'light';
  fullWidth?: boolean;
  children: ReactNode;
}

/** An auth form's submit button: "Signing In..." and the like while the form is sent. */
export function SubmitButton({ busy, busyLabel, disabled = false, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" {...props} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}

import { meetsPasswordRequirements, useWatch, type NewPasswordInput, type Path, type UseFormReturn } from 'shared-ui/forms';
import { authField, SubmitButton } from './fields';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

/** The words of the two forms that choose a password. */
const WORDING = {
  signUp: { password: 'Password', confirm: 'Confirm password', checklistId: 'sign-up-password-requirements', submit: 'Create Account', busy: 'Creating Account...' },
  reset: { password: 'New password', confirm: 'Confirm new password', checklistId: 'new-password-requirements', submit: 'Update Password', busy: 'Updating Password...' },
} as const;

/**
 * A new password, at sign-up or from a reset link (docs/rules.md#auth): the field with its live
 * checklist, the confirmation, and the submit button, which can be pressed once the password
 * meets every rule.
 */
export function NewPasswordFields<T extends NewPasswordInput>({ form, purpose }: { form: UseFormReturn<T>; purpose: keyof typeof WORDING }) {
  const words = WORDING[purpose];
  // T has both fields (it extends NewPasswordInput), which Path<T> of a generic T cannot show.
  const passwordName = 'password' as Path<T>;
  const password = useWatch({ control: form.control, name: passwordName }) as string;
  return (
    <>
      <PasswordField label={words.password} autoComplete="new-password" {...authField(form, passwordName)} />
      <PasswordChecklist id={words.checklistId} password={password} />
      <PasswordField label={words.confirm} autoComplete="new-password" {...authField(form, 'confirmPassword' as Path<T>)} />
      <SubmitButton fullWidth busy={form.formState.isSubmitting} busyLabel={words.busy} disabled={!meetsPasswordRequirements(password)}>
        {words.submit}
      </SubmitButton>
    </>
  );
}

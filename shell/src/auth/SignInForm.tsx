import { useState } from 'react';
import { Anchor, Form, Stack } from 'shared-ui';
import {
  Alert,
  authErrorMessage,
  authMessages,
  signIn,
  signInSchema,
  TextInput,
  useForm,
  zodResolver,
  type SignInInput,
} from 'shared-ui/forms';
import { PasswordField } from './PasswordField';
import { authField, SubmitButton } from './fields';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { ResendVerificationForm } from './ResendVerificationForm';
import { authSuccess, notifyAuthFailure, notifySuccess } from './notify';

interface SignInFormProps {
  /** An e-mail to start with (after verification or a password reset). */
  initialEmail?: string;
  /** Open the forgot-password panel at once (an expired reset link asked for a new one). */
  initialForgotOpen?: boolean;
}

/** docs/rules.md#auth, Sign In: e-mail, password with show/hide, and the forgot-password panel. */
export function SignInForm({ initialEmail = '', initialForgotOpen = false }: SignInFormProps) {
  const [forgotOpen, setForgotOpen] = useState(initialForgotOpen);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: initialEmail, password: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setUnverifiedEmail(null);
    try {
      await signIn(email, password);
      // The session store follows the auth store; the page then leaves for where the user was going.
      notifySuccess(authSuccess.signIn.title, authSuccess.signIn.message);
    } catch (error) {
      notifyAuthFailure(error, 'signIn');
      if (authErrorMessage(error) === authMessages.emailNotConfirmed) setUnverifiedEmail(email);
    }
  });

  return (
    <Stack gap="md">
      <Form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" {...authField(form, 'email')} />
          <PasswordField label="Password" autoComplete="current-password" {...authField(form, 'password')} />
          <SubmitButton fullWidth busy={form.formState.isSubmitting} busyLabel="Signing In...">
            Sign In
          </SubmitButton>
        </Stack>
      </Form>
      {unverifiedEmail && (
        <Alert color="yellow" title="Your email address is not verified yet">
          <ResendVerificationForm initialEmail={unverifiedEmail} />
        </Alert>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={forgotOpen}
        aria-controls="forgot-password-panel"
        onClick={() => setForgotOpen((open) => !open)}
      >
        Forgot your password?
      </Anchor>
      {forgotOpen && <ForgotPasswordPanel id="forgot-password-panel" initialEmail={form.getValues('email') || initialEmail} />}
    </Stack>
  );
}

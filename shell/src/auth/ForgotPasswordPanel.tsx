import { useState } from 'react';
import { Button, Paper, Stack, Text } from 'shared-ui';
import {
  Alert,
  requestPasswordReset,
  resetRequestSchema,
  TextInput,
  useForm,
  zodResolver,
  type ResetRequestInput,
} from 'shared-ui/forms';
import { authBanners, authSuccess, notifyAuthFailure, notifySuccess } from './notify';
import { requiredField } from './fields';

/** Spec §2 and §4: the reset-email field revealed by 'Forgot your password?'. */
export function ForgotPasswordPanel({ id, initialEmail }: { id: string; initialEmail: string }) {
  const [sent, setSent] = useState(false);
  const form = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setSent(false);
    try {
      await requestPasswordReset(email);
      form.reset({ email: '' });
      setSent(true);
      notifySuccess(authSuccess.reset.title, authSuccess.reset.message);
    } catch (error) {
      notifyAuthFailure(error, 'reset');
    }
  });

  return (
    <Paper id={id} withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Text id={`${id}-title`} fw={600}>
          Reset your password
        </Text>
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label="Password reset">
          <div aria-live="polite">
            {sent && (
              <Alert color="green" role="status" mb="sm">
                {authBanners.resetSent}
              </Alert>
            )}
          </div>
          <Stack gap="sm">
            <TextInput
              label="Email for the reset link"
              type="email"
              autoComplete="email"
              {...requiredField}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" variant="light" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

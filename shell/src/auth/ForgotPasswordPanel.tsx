import { Paper, Stack, Text } from 'shared-ui';
import { Alert, requestPasswordReset } from 'shared-ui/forms';
import { authBanners, authSuccess } from './notify';
import { EmailLinkForm } from './EmailLinkForm';

/** docs/rules.md#auth and #states: the reset-email field revealed by 'Forgot your password?'. */
export function ForgotPasswordPanel({ id, initialEmail }: { id: string; initialEmail: string }) {
  return (
    <Paper id={id} withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Text id={`${id}-title`} fw={600}>
          Reset your password
        </Text>
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        <EmailLinkForm
          name="Password reset"
          fieldLabel="Email for the reset link"
          submitLabel="Send Reset Link"
          initialEmail={initialEmail}
          request={requestPasswordReset}
          operation="reset"
          mailKind="password_reset"
          sentNotice={() => (
            <Alert color="green" role="status">
              {authBanners.resetSent}
            </Alert>
          )}
          successToast={authSuccess.reset}
          clearWhenSent
        />
      </Stack>
    </Paper>
  );
}

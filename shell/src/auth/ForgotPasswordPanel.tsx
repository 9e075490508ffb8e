import { useState } from 'react';
import { Paper, Stack, Text } from 'shared-ui';
import { Alert, requestPasswordReset } from 'shared-ui/forms';
import { authBanners, authSuccess, notifyAuthFailure, notifySuccess } from './notify';
import { EmailLinkForm } from './EmailLinkForm';
import { MailFailedNotice } from './MailFailedNotice';

/** docs/rules.md#auth and #states: the reset-email field revealed by 'Forgot your password?'. */
export function ForgotPasswordPanel({ id, initialEmail }: { id: string; initialEmail: string }) {
  const [sent, setSent] = useState(false);
  const [mailedTo, setMailedTo] = useState<string | null>(null);

  const send = async (email: string) => {
    setSent(false);
    setMailedTo(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
      setMailedTo(email);
      notifySuccess(authSuccess.reset.title, authSuccess.reset.message);
      return true;
    } catch (error) {
      notifyAuthFailure(error, 'reset');
      return false;
    }
  };

  return (
    <Paper id={id} withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Text id={`${id}-title`} fw={600}>
          Reset your password
        </Text>
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        <div aria-live="polite">
          {sent && (
            <Alert color="green" role="status">
              {authBanners.resetSent}
            </Alert>
          )}
          <MailFailedNotice kind="password_reset" email={mailedTo} />
        </div>
        <EmailLinkForm
          name="Password reset"
          fieldLabel="Email for the reset link"
          submitLabel="Send Reset Link"
          initialEmail={initialEmail}
          send={send}
          clearWhenSent
        />
      </Stack>
    </Paper>
  );
}

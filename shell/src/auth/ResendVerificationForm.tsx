import { useState } from 'react';
import { Stack, Text } from 'shared-ui';
import { requestVerification } from 'shared-ui/forms';
import { notifyAuthFailure } from './notify';
import { EmailLinkForm } from './EmailLinkForm';
import { MailFailedNotice } from './MailFailedNotice';

/** Asks for another verification mail: the first may be lost, or its link expired. */
export function ResendVerificationForm({ initialEmail }: { initialEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (email: string) => {
    try {
      await requestVerification(email);
      setSentTo(email);
      return true;
    } catch (error) {
      notifyAuthFailure(error, 'verification');
      return false;
    }
  };

  return (
    <Stack gap="sm">
      <div aria-live="polite">
        {sentTo && (
          <Text role="status" size="sm" c="teal.8">
            A new verification email is on its way to {sentTo}. Please check your inbox and click the verification link.
          </Text>
        )}
        <MailFailedNotice kind="verification" email={sentTo} />
      </div>
      <EmailLinkForm
        name="Resend verification email"
        fieldLabel="Email for the verification link"
        submitLabel="Resend Verification Email"
        initialEmail={initialEmail}
        send={send}
      />
    </Stack>
  );
}

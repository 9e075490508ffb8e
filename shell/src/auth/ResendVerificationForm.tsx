import { Stack, Text } from 'shared-ui';
import { requestVerification } from 'shared-ui/forms';
import { EmailLinkForm } from './EmailLinkForm';

/** Asks for another verification mail: the first may be lost, or its link expired. */
export function ResendVerificationForm({ initialEmail }: { initialEmail: string }) {
  return (
    <Stack gap="sm">
      <EmailLinkForm
        name="Resend verification email"
        fieldLabel="Email for the verification link"
        submitLabel="Resend Verification Email"
        initialEmail={initialEmail}
        request={requestVerification}
        operation="verification"
        mailKind="verification"
        sentNotice={(email) => (
          <Text role="status" size="sm" c="teal.8">
            A new verification email is on its way to {email}. Please check your inbox and click the verification link.
          </Text>
        )}
      />
    </Stack>
  );
}

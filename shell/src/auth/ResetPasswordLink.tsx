import { useState } from 'react';
import { useNavigate, Button, Form, Stack, Text, signOut, useSession } from 'shared-ui';
import {
  Alert,
  authErrorMessage,
  authLinkDetails,
  authMessages,
  confirmPasswordReset,
  newPasswordSchema,
  useForm,
  zodResolver,
  type NewPasswordInput,
} from 'shared-ui/forms';
import { NewPasswordFields } from './NewPasswordFields';
import { notifyAuthFailure, notifySuccess } from './notify';
import type { AuthLocationState } from './paths';

/**
 * The link of a reset mail: a new password under the sign-up rules, then back to Sign In. An
 * expired or used link says so and offers to send a new one.
 */
export function ResetPasswordLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const details = authLinkDetails(token);
  const [linkInvalid, setLinkInvalid] = useState(details.expired);
  const signedInUserId = useSession((state) => state.user?.id ?? null);

  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async ({ password: newPassword, confirmPassword }) => {
    try {
      await confirmPasswordReset(token, newPassword, confirmPassword);
    } catch (error) {
      if (authErrorMessage(error) === authMessages.resetLinkInvalid) setLinkInvalid(true);
      else notifyAuthFailure(error, 'reset');
      return;
    }
    // The new password ends every session of that account, this tab's included.
    if (signedInUserId && signedInUserId === details.userId) signOut();
    notifySuccess('Password updated', 'You can now sign in with your new password.');
    const state: AuthLocationState = { passwordReset: true, email: details.email };
    navigate('/auth?tab=signin', { replace: true, state });
  });

  if (linkInvalid) {
    const state: AuthLocationState = { forgotPassword: true, email: details.email };
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="red" title="Reset link expired" role="alert" w="100%">
          {authMessages.resetLinkInvalid}
        </Alert>
        <Button onClick={() => navigate('/auth?tab=signin', { replace: true, state })}>Request a New Link</Button>
      </Stack>
    );
  }

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="sm">
        {details.email && (
          <Text size="sm" c="dimmed">
            Choose a new password for {details.email}.
          </Text>
        )}
        <NewPasswordFields form={form} purpose="reset" />
      </Stack>
    </Form>
  );
}

import { useState } from 'react';
import { Button, Stack, Text } from 'shared-ui';
import {
  TextInput,
  requestVerification,
  resetRequestSchema,
  useForm,
  zodResolver,
  type ResetRequestInput,
} from 'shared-ui/forms';
import { notifyAuthFailure } from './notify';
import { requiredField } from './fields';

/** Asks for another verification mail: the first may be lost, or its link expired. */
export function ResendVerificationForm({ initialEmail }: { initialEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The reset request is the same one-field form: an e-mail under the spec's rules.
  const form = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: initialEmail } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestVerification(email);
      setSentTo(email);
    } catch (error) {
      notifyAuthFailure(error, 'verification');
    }
  });

  return (
    <Stack gap="sm">
      <div aria-live="polite">
        {sentTo && (
          <Text role="status" size="sm" c="teal.8">
            A new verification email is on its way to {sentTo}. Please check your inbox and click the verification link.
          </Text>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate aria-label="Resend verification email">
        <Stack gap="xs">
          <TextInput
            label="Email for the verification link"
            type="email"
            autoComplete="email"
            {...requiredField}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" variant="light" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Resend Verification Email'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Form, Stack } from 'shared-ui';
import { resetRequestSchema, TextInput, useForm, zodResolver, type ResetRequestInput } from 'shared-ui/forms';
import { requiredField } from './fields';

interface EmailLinkFormProps {
  /** Accessible name of the form. */
  name: string;
  fieldLabel: string;
  submitLabel: string;
  initialEmail: string;
  /** Sends the link; resolves true when it was sent. */
  send: (email: string) => Promise<boolean>;
  /** Empty the field once the link is on its way (docs/rules.md#states, the reset request). */
  clearWhenSent?: boolean;
}

/**
 * One e-mail field and a button that mails a link (password reset, another verification mail):
 * the e-mail under the spec's rules, 'Sending...' while it goes.
 */
export function EmailLinkForm({ name, fieldLabel, submitLabel, initialEmail, send, clearWhenSent = false }: EmailLinkFormProps) {
  const form = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if ((await send(email)) && clearWhenSent) form.reset({ email: '' });
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={name}>
      <Stack gap="sm">
        <TextInput
          label={fieldLabel}
          type="email"
          autoComplete="email"
          {...requiredField}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" variant="light" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}

import { useState, type ReactNode } from 'react';
import { Form, Stack } from 'shared-ui';
import { resetRequestSchema, TextInput, useForm, zodResolver, type AccountMailKind, type AuthOperation, type ResetRequestInput } from 'shared-ui/forms';
import { authField, SubmitButton } from './fields';
import { MailSentRegion } from './MailFailedNotice';
import { notifyAuthFailure, notifySuccess } from './notify';

interface EmailLinkFormProps {
  /** Accessible name of the form. */
  name: string;
  fieldLabel: string;
  submitLabel: string;
  initialEmail: string;
  /** Asks the server to mail the link. */
  request: (email: string) => Promise<void>;
  /** Names the failure toast of a refused request. */
  operation: AuthOperation;
  /** The mail asked for, whose delivery the live region then follows. */
  mailKind: AccountMailKind;
  /** What the live region says once the mail to `email` is asked for. */
  sentNotice: (email: string) => ReactNode;
  /** The toast of a sent link, if it has one. */
  successToast?: { title: string; message: string };
  /** Empty the field once the link is on its way (docs/rules.md#states, the reset request). */
  clearWhenSent?: boolean;
}

/**
 * One e-mail field and a button that mails a link (password reset, another verification mail):
 * the e-mail under docs/rules.md#validation, 'Sending...' while it goes, then a live region that says the
 * mail is on its way (and whether it went out). Renders the region and the form side by side.
 */
export function EmailLinkForm({
  name,
  fieldLabel,
  submitLabel,
  initialEmail,
  request,
  operation,
  mailKind,
  sentNotice,
  successToast,
  clearWhenSent = false,
}: EmailLinkFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      await request(email);
    } catch (error) {
      notifyAuthFailure(error, operation);
      return;
    }
    setSentTo(email);
    if (successToast) notifySuccess(successToast.title, successToast.message);
    if (clearWhenSent) form.reset({ email: '' });
  });

  return (
    <>
      <MailSentRegion kind={mailKind} sentTo={sentTo} notice={sentNotice} />
      <Form onSubmit={onSubmit} noValidate aria-label={name}>
        <Stack gap="sm">
          <TextInput label={fieldLabel} type="email" autoComplete="email" {...authField(form, 'email')} />
          <SubmitButton variant="light" busy={form.formState.isSubmitting} busyLabel="Sending...">
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Form>
    </>
  );
}

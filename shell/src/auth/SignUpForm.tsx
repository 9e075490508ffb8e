import { useState } from 'react';
import { Form, Group, Stack } from 'shared-ui';
import {
  Alert,
  meetsPasswordRequirements,
  signUp,
  signUpSchema,
  TextInput,
  useForm,
  useWatch,
  zodResolver,
  type SignUpInput,
} from 'shared-ui/forms';
import { PasswordChecklist } from './PasswordChecklist';
import { authField, SubmitButton } from './fields';
import { MailSentRegion } from './MailFailedNotice';
import { PasswordField } from './PasswordField';
import { authBanners, authSuccess, notifyAuthFailure, notifySuccess } from './notify';

const emptyForm: SignUpInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** docs/rules.md#auth, Sign Up: names, e-mail, password with its live checklist, confirmation. */
export function SignUpForm() {
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: emptyForm, mode: 'onTouched' });
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setMailedTo(null);
    try {
      await signUp(values);
      form.reset(emptyForm);
      setMailedTo(values.email);
      notifySuccess(authSuccess.signUp.title, authSuccess.signUp.message);
    } catch (error) {
      notifyAuthFailure(error, 'signUp');
    }
  });

  return (
    <>
      <MailSentRegion
        kind="verification"
        sentTo={mailedTo}
        notice={() => (
          <Alert color="green" role="status" mb="md">
            {authBanners.verificationSent}
          </Alert>
        )}
      />
      <Form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" {...authField(form, 'firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...authField(form, 'lastName')} />
          </Group>
          <TextInput label="Email" type="email" autoComplete="email" {...authField(form, 'email')} />
          <PasswordField label="Password" autoComplete="new-password" {...authField(form, 'password')} />
          <PasswordChecklist id="sign-up-password-requirements" password={password} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...authField(form, 'confirmPassword')} />
          <SubmitButton fullWidth busy={form.formState.isSubmitting} busyLabel="Creating Account..." disabled={!meetsPasswordRequirements(password)}>
            Create Account
          </SubmitButton>
        </Stack>
      </Form>
    </>
  );
}

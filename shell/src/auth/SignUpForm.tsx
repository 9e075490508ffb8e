import { useState } from 'react';
import { Form, Group, Stack } from 'shared-ui';
import {
  Alert,
  signUp,
  signUpSchema,
  TextInput,
  useForm,
  zodResolver,
  type SignUpInput,
} from 'shared-ui/forms';
import { authField } from './fields';
import { MailSentRegion } from './MailFailedNotice';
import { NewPasswordFields } from './NewPasswordFields';
import { authBanners, authSuccess, notifyAuthFailure, notifySuccess } from './notify';

const emptyForm: SignUpInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** docs/rules.md#auth, Sign Up: names, e-mail, password with its live checklist, confirmation. */
export function SignUpForm() {
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: emptyForm, mode: 'onTouched' });

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
          <NewPasswordFields form={form} purpose="signUp" />
        </Stack>
      </Form>
    </>
  );
}

import { useState } from 'react';
import { Button, Form, Group, Stack } from 'shared-ui';
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
import { requiredField } from './fields';
import { MailFailedNotice } from './MailFailedNotice';
import { PasswordField } from './PasswordField';
import { authBanners, authSuccess, notifyAuthFailure, notifySuccess } from './notify';

const emptyForm: SignUpInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** docs/rules.md#auth, Sign Up: names, e-mail, password with its live checklist, confirmation. */
export function SignUpForm() {
  const [sent, setSent] = useState(false);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: emptyForm, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(false);
    setMailedTo(null);
    try {
      await signUp(values);
      form.reset(emptyForm);
      setSent(true);
      setMailedTo(values.email);
      notifySuccess(authSuccess.signUp.title, authSuccess.signUp.message);
    } catch (error) {
      notifyAuthFailure(error, 'signUp');
    }
  });

  return (
    <>
      <div aria-live="polite">
        {sent && (
          <Alert color="green" role="status" mb="md">
            {authBanners.verificationSent}
          </Alert>
        )}
        <MailFailedNotice kind="verification" email={mailedTo} />
      </div>
      <Form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" {...requiredField} error={errors.firstName?.message} {...form.register('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...requiredField} error={errors.lastName?.message} {...form.register('lastName')} />
          </Group>
          <TextInput label="Email" type="email" autoComplete="email" {...requiredField} error={errors.email?.message} {...form.register('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...requiredField}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordChecklist id="sign-up-password-requirements" password={password} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            {...requiredField}
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" fullWidth disabled={isSubmitting || !meetsPasswordRequirements(password)}>
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </Form>
    </>
  );
}

import { IconSend } from '@tabler/icons-react';
import { Anchor, Button, Form, Link, SimpleGrid, Stack, Text, notifications, useNavigate } from 'shared-ui';
import {
  TextInput,
  Textarea,
  contactFormToast,
  contactMessageSchema,
  contactMessages,
  useForm,
  zodResolver,
  type ContactField,
  type ContactMessage,
  type ContactMessageInput,
} from 'shared-ui/forms';
import { submitContactMessage, thankYouPath } from './contact-submission';

/** The part of react-hook-form's errors object that this form reads. */
type FieldErrors = Partial<Record<ContactField, { message?: string }>>;

/** Under the field itself a shorter text than the toast's: the toast already says what is missing. */
const REQUIRED_FIELD_TEXT: Partial<Record<ContactField, string>> = {
  email: 'Email is required',
  message: 'Message is required',
};

function fieldError(errors: FieldErrors, field: ContactField): string | undefined {
  const message = errors[field]?.message;
  if (!message) return undefined;
  return message === contactMessages.required ? (REQUIRED_FIELD_TEXT[field] ?? message) : message;
}

/** docs/rules.md#validation and #errors: one toast for a refused form (shared-ui's contactFormToast picks it). */
function notifyInvalid(errors: FieldErrors) {
  const toast = contactFormToast(errors);
  if (toast) notifications.show({ color: 'red', ...toast });
}

interface ContactFormProps {
  /** Where the message was sent from (e.g. 'gx-academy', 'home'), stored with it for the team. */
  source: string;
}

/** The contact form (docs/rules.md#contact, #states, #validation): react-hook-form with the shared zod schema. */
export function ContactForm({ source }: ContactFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
    // Errors appear on submit (with the toast), then follow the user's corrections.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onValid = async (message: ContactMessage) => {
    const result = await submitContactMessage(message, source);
    if (result.ok) {
      navigate(thankYouPath(message.name));
      return;
    }
    notifications.show({ color: 'red', title: result.title, message: result.message });
  };

  return (
    <Form onSubmit={handleSubmit(onValid, notifyInvalid)} noValidate aria-label="Contact form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" placeholder="Your name" autoComplete="name" error={fieldError(errors, 'name')} {...register('name')} />
          <TextInput
            label="Email"
            placeholder="you@example.com"
            type="email"
            autoComplete="email"
            withAsterisk
            error={fieldError(errors, 'email')}
            {...register('email')}
          />
        </SimpleGrid>
        <TextInput label="Phone" placeholder="+91 98765 43210" type="tel" autoComplete="tel" error={fieldError(errors, 'phone')} {...register('phone')} />
        <Textarea
          label="Message"
          placeholder="Tell us about your students, your project or your question"
          rows={7}
          withAsterisk
          error={fieldError(errors, 'message')}
          {...register('message')}
        />
        <Button type="submit" size="md" disabled={isSubmitting} rightSection={isSubmitting ? undefined : <IconSend size={18} aria-hidden />}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          We use your details only to reply to you. See our{' '}
          {/* Underlined: colour alone does not tell a link apart from the text around it. */}
          <Anchor component={Link} to="/privacy" size="xs" underline="always">
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
    </Form>
  );
}

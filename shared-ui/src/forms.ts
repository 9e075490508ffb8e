/**
 * shared-ui/forms: the second shared singleton of shared-ui, for pages with forms.
 *
 * Form inputs, react-hook-form, zod and the spec's schemas weigh more than the rest of the design
 * system together, and most pages have no form. Shared on their own key, they load the first time
 * a page with a form needs them, not on every first visit. Import them from 'shared-ui/forms'.
 */
// First: zod must be jitless before ./validation builds its schemas (see the file).
import './zod-jitless';
import './styles/forms.css';

// Alert and Tabs are form furniture here (the auth page's tabs and its banners).
export { Alert, PasswordInput, Tabs, Textarea, TextInput } from '@mantine/core';
export {
  Controller,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
export * from './validation';
export * from './auth';

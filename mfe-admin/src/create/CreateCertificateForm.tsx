import { useEffect, useState } from 'react';
import { ClientResponseError } from 'pocketbase';
import { Button, Group, SimpleGrid, Stack, notifications } from 'shared-ui';
import { FileInput, Select } from 'shared-ui/admin-inputs';
import {
  CERTIFICATE_FILE_ACCEPT,
  CERTIFICATE_STATUSES,
  Controller,
  TextInput,
  Textarea,
  certificateFormDefaults,
  certificateFormSchema,
  useForm,
  validateCertificateFile,
  zodResolver,
  type CertificateFormInput,
  type CertificateFormValues,
} from 'shared-ui/forms';
import { createCertificate, errorMessage } from '../api';
import { RevocationReasonField, useRevocationReason } from '../certificates/RevocationReason';
import { listTemplates, type TemplateRecord } from '../templates/api';
import { decodeStoredText } from '../model';
import { DateField } from './DateField';
import { DESCRIPTION_BELOW } from './field-layout';
import { invalidFormToast } from './submit-checks';
import classes from '../Admin.module.css';

const RECIPIENT_NOT_FOUND = { title: 'Recipient not found', message: 'The recipient email is not registered in the system.' };

/** The first field message of a refused create (PocketBase's shape: data.<field>.message). */
function serverProblem(error: unknown): { title: string; message: string } {
  if (error instanceof ClientResponseError) {
    const data = (error.response['data'] ?? {}) as Record<string, { code?: string; message?: string }>;
    if (Object.values(data).some((field) => field?.code === 'recipient_not_found')) return RECIPIENT_NOT_FOUND;
    if (data['file']?.code === 'validation_invalid_mime_type') {
      return { title: 'Invalid file type', message: 'Please select a PDF, JPEG, PNG, or JPG file.' };
    }
    if (data['file']?.code === 'validation_file_size_limit' || error.status === 413) {
      return { title: 'File too large', message: 'Please select a file smaller than 10MB.' };
    }
    const first = Object.values(data).find((field) => field?.message);
    if (first?.message) return { title: 'Error creating certificate', message: first.message };
  }
  return { title: 'Error creating certificate', message: errorMessage(error) };
}

/**
 * docs/rules.md#admin and #validation, "create certificate": the shared schema's field rules and defaults, the extra
 * submit checks, an optional PDF/JPEG/PNG file of at most 10 MB. The server judges all of it
 * again (and finds the recipient by e-mail).
 */
export function CreateCertificateForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm<CertificateFormInput, unknown, CertificateFormValues>({
    resolver: zodResolver(certificateFormSchema),
    defaultValues: certificateFormDefaults(),
    // Validated on submit, then as the user corrects a field. Validating on blur made the error
    // text appear between a click's mousedown and mouseup on the submit button, moving the button
    // away from the pointer, so the click was lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const [file, setFile] = useState<File | null>(null);
  // A new key remounts the picker, emptying the browser's own file input, so that choosing the
  // same refused file again is seen as a change.
  const [fileInputKey, setFileInputKey] = useState(0);
  const reason = useRevocationReason();
  const status = form.watch('verificationStatus');
  const [templates, setTemplates] = useState<TemplateRecord[]>([]);
  const [template, setTemplate] = useState('');
  useEffect(() => {
    // Without templates the form issues with the built-in design, as before.
    listTemplates().then(setTemplates, () => setTemplates([]));
  }, []);

  /** Choosing a template fills the title, description and issuer it defines (still editable). */
  const chooseTemplate = (id: string) => {
    setTemplate(id);
    const chosen = templates.find((candidate) => candidate.id === id);
    if (!chosen) return;
    form.setValue('title', decodeStoredText(chosen.title));
    form.setValue('description', decodeStoredText(chosen.description));
    form.setValue('issuerName', decodeStoredText(chosen.issuer_name));
  };

  const clearFile = () => {
    setFile(null);
    setFileInputKey((n) => n + 1);
  };

  const onFile = (chosen: File | null) => {
    if (!chosen) return clearFile();
    const problem = validateCertificateFile(chosen);
    if (problem) {
      notifications.show({ color: 'red', title: problem.title, message: problem.message });
      return clearFile();
    }
    setFile(chosen);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.verificationStatus === 'revoked' && !reason.check()) return;
    try {
      const created = await createCertificate({
        title: values.title,
        description: values.description ?? '',
        recipientEmail: values.recipientEmail,
        issuerName: values.issuerName,
        issueDate: values.issueDate,
        expiryDate: values.expiryDate ?? '',
        verificationStatus: values.verificationStatus,
        revocationReason: reason.text,
        file,
        template,
      });
      notifications.show({
        color: 'green',
        title: 'Certificate created successfully',
        message: `Certificate ${created.certificate_id} ("${decodeStoredText(created.title)}") was issued to ${values.recipientEmail}.`,
      });
      form.reset(certificateFormDefaults());
      reason.clear();
      setTemplate('');
      clearFile();
      onCreated();
    } catch (error) {
      notifications.show({ color: 'red', ...serverProblem(error) });
    }
  }, (errors) => {
    const problem = invalidFormToast(errors);
    if (problem) notifications.show({ color: 'red', ...problem });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create certificate">
      <Stack gap="md">
        {templates.length > 0 && (
          <Select
            label="Template"
            description="The PDF's design; its title, description and issuer fill the fields below"
            inputWrapperOrder={DESCRIPTION_BELOW}
            placeholder="Built-in design"
            clearable
            data={templates.map((candidate) => ({ value: candidate.id, label: `${decodeStoredText(candidate.name)} (version ${candidate.version})` }))}
            value={template || null}
            onChange={(value) => chooseTemplate(value ?? '')}
          />
        )}
        <TextInput label="Title" required error={errors.title?.message} {...form.register('title')} />
        <Textarea label="Description" autosize minRows={2} error={errors.description?.message} {...form.register('description')} />
        {/* Descriptions go under the inputs, so that the inputs of a row line up whatever each field says. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Recipient email"
            type="email"
            required
            description="Must belong to a registered account"
            inputWrapperOrder={DESCRIPTION_BELOW}
            error={errors.recipientEmail?.message}
            {...form.register('recipientEmail')}
          />
          <TextInput label="Issuer name" required error={errors.issuerName?.message} {...form.register('issuerName')} />
          <Controller
            control={form.control}
            name="issueDate"
            render={({ field: { ref, ...field } }) => <DateField label="Issue date" required inputRef={ref} {...field} error={errors.issueDate?.message} />}
          />
          <Controller
            control={form.control}
            name="expiryDate"
            render={({ field: { ref, ...field } }) => (
              <DateField
                label="Expiry date"
                inputRef={ref}
                {...field}
                error={errors.expiryDate ? errors.expiryDate.message || 'Please enter a valid date' : undefined}
              />
            )}
          />
          <Controller
            control={form.control}
            name="verificationStatus"
            render={({ field }) => (
              <Select
                label="Status"
                data={CERTIFICATE_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))}
                allowDeselect={false}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <FileInput
            key={fileInputKey}
            label="Certificate file (optional)"
            placeholder="Choose a file"
            classNames={{ placeholder: classes.pickerPlaceholder }}
            description="PDF, JPEG, PNG or JPG, at most 10 MB"
            inputWrapperOrder={DESCRIPTION_BELOW}
            accept={CERTIFICATE_FILE_ACCEPT}
            clearable
            value={file}
            onChange={onFile}
          />
        </SimpleGrid>
        {status === 'revoked' && (
          <RevocationReasonField {...reason.field} />
        )}
        <Group>
          <Button type="submit" loading={false} disabled={isSubmitting}>
            {isSubmitting ? 'Creating Certificate...' : 'Create Certificate'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { ClientResponseError } from 'pocketbase';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title, notifications, siteOrigin } from 'shared-ui';
import { FileInput, Select } from 'shared-ui/admin-inputs';
import { CertificateSheet, type SheetDesign } from 'shared-ui/certificate-sheet';
import { DEFAULT_DESIGN, type Orientation, type Paper as PaperSize } from 'shared-ui/certificate-layout';
import {
  TEMPLATE_FIELD_LABELS,
  TEMPLATE_IMAGE_ACCEPT,
  TEMPLATE_MAX_SIGNATURES,
  TextInput,
  Textarea,
  templateColourProblem,
  templateImageProblem,
  templateTextProblem,
  type TemplateTextField,
} from 'shared-ui/forms';
import { decodeStoredText } from '../model';
import { errorMessage } from '../api';
import { fileUrl, saveTemplate, type DraftImage, type TemplateDraft, type TemplateRecord } from './api';
import classes from './Templates.module.css';

const SAMPLE = {
  holder: 'Alex Sample',
  certificateId: '00000000-0000-4000-8000-000000000000',
};

/** The page's own images, each optional and removable (a signature's image belongs to its signature). */
const PAGE_IMAGES = [
  { field: 'logo', description: 'PNG or JPEG, at most 2 MB', removeLabel: 'Remove the logo' },
  { field: 'background_image', description: 'PNG or JPEG, at most 2 MB; covers the page', removeLabel: 'Remove the background image' },
] as const;

const emptyDraft = (): TemplateDraft => ({
  name: '',
  title: '',
  description: '',
  issuer_name: '',
  background_color: DEFAULT_DESIGN.background_color,
  accent_color: DEFAULT_DESIGN.accent_color,
  paper: DEFAULT_DESIGN.paper,
  orientation: DEFAULT_DESIGN.orientation,
  logo: null,
  background_image: null,
  signatures: [],
});

/** The draft of an edit: the version's fields as typed, its images by URL. */
async function draftOf(record: TemplateRecord): Promise<TemplateDraft> {
  const image = async (name: string): Promise<DraftImage> => (name ? { url: await fileUrl(record, name), name } : null);
  return {
    name: decodeStoredText(record.name),
    title: decodeStoredText(record.title),
    description: decodeStoredText(record.description),
    issuer_name: decodeStoredText(record.issuer_name),
    background_color: record.background_color || DEFAULT_DESIGN.background_color,
    accent_color: record.accent_color || DEFAULT_DESIGN.accent_color,
    paper: record.paper || DEFAULT_DESIGN.paper,
    orientation: record.orientation || DEFAULT_DESIGN.orientation,
    logo: await image(record.logo),
    background_image: await image(record.background_image),
    signatures: await Promise.all(
      (record.signatures ?? []).map(async (signature, index) => ({
        name: decodeStoredText(signature.name),
        role: decodeStoredText(signature.role),
        image: await image(record.signature_images[index] ?? ''),
      })),
    ),
  };
}

/** Object URLs of the chosen files (one per file, kept while the editor is open), released when it closes. */
function useImageUrls(images: DraftImage[]): Array<string | undefined> {
  const [made] = useState(() => new Map<File, string>());
  useEffect(
    () => () => {
      made.forEach((url) => URL.revokeObjectURL(url));
      made.clear();
    },
    [made],
  );
  return images.map((image) => {
    if (!image) return undefined;
    if ('url' in image) return image.url;
    let url = made.get(image.file);
    if (!url) {
      url = URL.createObjectURL(image.file);
      made.set(image.file, url);
    }
    return url;
  });
}

type Errors = Partial<Record<string, string>>;

function problemsOf(draft: TemplateDraft): Errors {
  const errors: Errors = {};
  for (const field of ['name', 'title', 'description', 'issuer_name'] as TemplateTextField[]) {
    const problem = templateTextProblem(field, draft[field as keyof TemplateDraft] as string);
    if (problem) errors[field] = problem;
  }
  const background = templateColourProblem(draft.background_color, TEMPLATE_FIELD_LABELS.background_color);
  if (background) errors['background_color'] = background;
  const accent = templateColourProblem(draft.accent_color, TEMPLATE_FIELD_LABELS.accent_color);
  if (accent) errors['accent_color'] = accent;
  draft.signatures.forEach((signature, index) => {
    const name = templateTextProblem('signature_name', signature.name);
    const role = templateTextProblem('signature_role', signature.role);
    if (name) errors[`signature-${index}-name`] = name;
    if (role) errors[`signature-${index}-role`] = role;
    if (!signature.image) errors[`signature-${index}-image`] = `Signature ${index + 1} needs an image`;
  });
  return errors;
}

interface TemplateEditorProps {
  /** The version being edited; a new template when absent. */
  editing?: TemplateRecord | undefined;
  onSaved: (saved: TemplateRecord) => void;
  onCancel: () => void;
}

/**
 * The template editor: the fields on one side, a live preview with sample data on the other,
 * drawn by the same component and layout as the printable page (and, in the signer, the PDF).
 */
export function TemplateEditor({ editing, onSaved, onCancel }: TemplateEditorProps) {
  const [draft, setDraft] = useState<TemplateDraft | null>(editing ? null : emptyDraft());
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    let live = true;
    draftOf(editing).then(
      (loaded) => live && setDraft(loaded),
      (error: unknown) => notifications.show({ color: 'red', title: 'The template could not be opened', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [editing]);

  const current = draft ?? emptyDraft();
  const imageUrls = useImageUrls([current.logo, current.background_image, ...current.signatures.map((signature) => signature.image)]);
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);

  if (!draft) return <Text role="status">Opening the template…</Text>;

  const set = <K extends keyof TemplateDraft>(field: K, value: TemplateDraft[K]) => {
    setDraft({ ...draft, [field]: value });
    setErrors((before) => ({ ...before, [field]: undefined }));
  };
  const setSignature = (index: number, change: Partial<TemplateDraft['signatures'][number]>) => {
    setDraft({ ...draft, signatures: draft.signatures.map((signature, i) => (i === index ? { ...signature, ...change } : signature)) });
    setErrors((before) => {
      const next = { ...before };
      for (const key of Object.keys(change)) delete next[`signature-${index}-${key}`];
      return next;
    });
  };
  /** A chosen image is judged at once: the wrong kind or size never reaches the form. */
  const chosen = (file: File | null, label: string, errorKey: string, apply: (image: DraftImage) => void) => {
    if (!file) return apply(null);
    const problem = templateImageProblem(file, label);
    setErrors((before) => ({ ...before, [errorKey]: problem ?? undefined }));
    if (!problem) apply({ file });
  };

  const design: SheetDesign = {
    background_color: templateColourProblem(draft.background_color, '') ? DEFAULT_DESIGN.background_color : draft.background_color,
    accent_color: templateColourProblem(draft.accent_color, '') ? DEFAULT_DESIGN.accent_color : draft.accent_color,
    paper: draft.paper,
    orientation: draft.orientation,
    logoUrl: imageUrls[0],
    backgroundUrl: imageUrls[1],
    signatures: draft.signatures.map((signature, index) => ({
      name: signature.name || `Signature ${index + 1}`,
      role: signature.role || 'Role',
      imageUrl: imageUrls[index + 2],
    })),
  };

  const save = async () => {
    const problems = problemsOf(draft);
    setErrors(problems);
    const first = Object.values(problems).find(Boolean);
    if (first) {
      notifications.show({ color: 'red', title: 'Please correct the template', message: first });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveTemplate(draft, editing?.id);
      notifications.show({
        color: 'green',
        title: editing ? 'Template saved as a new version' : 'Template created',
        message: `${decodeStoredText(saved.name)}, version ${saved.version}.`,
      });
      onSaved(saved);
    } catch (error) {
      const data = error instanceof ClientResponseError ? ((error.response['data'] ?? {}) as Record<string, { message?: string }>) : {};
      const [field, problem] = Object.entries(data).find(([, value]) => value?.message) ?? [];
      if (field && problem?.message) setErrors((before) => ({ ...before, [field]: problem.message }));
      notifications.show({ color: 'red', title: 'The template was not saved', message: problem?.message ?? errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={classes.editor}>
      <form
        className={classes.fields}
        aria-label={editing ? `Edit template ${decodeStoredText(editing.name)}` : 'New template'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput label="Template name" required value={draft.name} error={errors['name']} onChange={(event) => set('name', event.currentTarget.value)} />
          <TextInput label="Title" required description="The certificate's title unless the issuer types another" value={draft.title} error={errors['title']} onChange={(event) => set('title', event.currentTarget.value)} />
          <Textarea label="Description" autosize minRows={2} value={draft.description} error={errors['description']} onChange={(event) => set('description', event.currentTarget.value)} />
          <TextInput label="Issuer name" required value={draft.issuer_name} error={errors['issuer_name']} onChange={(event) => set('issuer_name', event.currentTarget.value)} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput type="color" label={TEMPLATE_FIELD_LABELS.background_color} value={draft.background_color} error={errors['background_color']} onChange={(event) => set('background_color', event.currentTarget.value)} classNames={{ input: classes.colour }} />
            <TextInput type="color" label={TEMPLATE_FIELD_LABELS.accent_color} value={draft.accent_color} error={errors['accent_color']} onChange={(event) => set('accent_color', event.currentTarget.value)} classNames={{ input: classes.colour }} />
            <Select label="Paper" data={['A4', 'Letter']} allowDeselect={false} value={draft.paper} onChange={(value) => value && set('paper', value as PaperSize)} />
            <Select
              label="Orientation"
              data={[
                { value: 'landscape', label: 'Landscape' },
                { value: 'portrait', label: 'Portrait' },
              ]}
              allowDeselect={false}
              value={draft.orientation}
              onChange={(value) => value && set('orientation', value as Orientation)}
            />
          </SimpleGrid>
          {PAGE_IMAGES.map(({ field, description, removeLabel }) => (
            <ImageField
              key={field}
              label={TEMPLATE_FIELD_LABELS[field]}
              description={description}
              image={draft[field]}
              error={errors[field]}
              onChoose={(file) => chosen(file, TEMPLATE_FIELD_LABELS[field], field, (image) => set(field, image))}
              removeLabel={removeLabel}
              onRemove={() => set(field, null)}
            />
          ))}
          <Title order={3} size="h5">
            Signatures
          </Title>
          {draft.signatures.map((signature, index) => (
            <Paper key={index} withBorder p="sm" component="fieldset" className={classes.signature}>
              <legend className={classes.legend}>Signature {index + 1}</legend>
              <Stack gap="xs">
                <SimpleGrid cols={2} spacing="xs">
                  <TextInput label="Name" required value={signature.name} error={errors[`signature-${index}-name`]} onChange={(event) => setSignature(index, { name: event.currentTarget.value })} />
                  <TextInput label="Role" required value={signature.role} error={errors[`signature-${index}-role`]} onChange={(event) => setSignature(index, { role: event.currentTarget.value })} />
                </SimpleGrid>
                <ImageField
                  label={TEMPLATE_FIELD_LABELS.signature_images}
                  description="PNG or JPEG, at most 2 MB"
                  required
                  image={signature.image}
                  error={errors[`signature-${index}-image`]}
                  onChoose={(file) => chosen(file, `${TEMPLATE_FIELD_LABELS.signature_images} ${index + 1}`, `signature-${index}-image`, (image) => setSignature(index, { image }))}
                />
                <Group justify="flex-end">
                  <Button variant="subtle" color="red" size="xs" onClick={() => set('signatures', draft.signatures.filter((_, i) => i !== index))}>
                    Remove signature {index + 1}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          {errors['signatures'] && (
            <Text size="sm" c="red" role="alert">
              {errors['signatures']}
            </Text>
          )}
          {draft.signatures.length < TEMPLATE_MAX_SIGNATURES && (
            <Button variant="default" onClick={() => set('signatures', [...draft.signatures, { name: '', role: '', image: null }])}>
              Add a signature
            </Button>
          )}
          <Group>
            <Button type="submit" loading={saving}>
              {editing ? 'Save as a new version' : 'Create template'}
            </Button>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
          {editing && (
            <Text size="xs" className={classes.muted}>
              Certificates issued from version {editing.version} keep it; new ones use the version you save.
            </Text>
          )}
        </Stack>
      </form>
      <div className={classes.preview}>
        <Text size="sm" fw={600} mb="xs">
          Preview with sample data
        </Text>
        <CertificateSheet
          label="Template preview"
          design={design}
          text={{
            holder: SAMPLE.holder,
            title: draft.title || 'Certificate title',
            description: draft.description,
            issuerName: draft.issuer_name || 'Issuer name',
            issueDate: today,
            expiryDate: '',
            certificateId: SAMPLE.certificateId,
            verifyUrl: `${siteOrigin()}/verify/${SAMPLE.certificateId}`,
          }}
        />
      </div>
    </div>
  );
}

interface ImageFieldProps {
  label: string;
  description: string;
  image: DraftImage;
  error: string | undefined;
  required?: boolean;
  onChoose: (file: File | null) => void;
  /** An optional image: cleared in the picker, or, when kept from the saved version, by this button. */
  removeLabel?: string;
  onRemove?: () => void;
}

/** A picker of one template image, naming the image an edit keeps from the saved version. */
function ImageField({ label, description, image, error, required = false, onChoose, removeLabel, onRemove }: ImageFieldProps) {
  return (
    <>
      <FileInput
        label={label}
        description={description}
        required={required}
        placeholder={image && 'name' in image ? `Kept: ${image.name}` : 'Choose an image'}
        accept={TEMPLATE_IMAGE_ACCEPT}
        clearable={!required}
        value={image && 'file' in image ? image.file : null}
        error={error}
        onChange={onChoose}
      />
      {onRemove && image && 'url' in image && (
        <Button variant="subtle" size="xs" onClick={onRemove}>
          {removeLabel}
        </Button>
      )}
    </>
  );
}

/**
 * Certificate templates (the `certificate_templates` collection, admins only). A record is one
 * version; an edit creates the next one with `replaces` = the version edited, so images that stay
 * are sent again (read back from their URLs).
 */
import type { RecordModel } from 'pocketbase';
import { backend } from 'shared-ui';
import type { Orientation, Paper } from 'shared-ui/certificate-layout';

export interface TemplateSignature {
  name: string;
  role: string;
}

export interface TemplateRecord extends RecordModel {
  name: string;
  title: string;
  description: string;
  issuer_name: string;
  logo: string;
  background_color: string;
  background_image: string;
  accent_color: string;
  signatures: TemplateSignature[] | null;
  signature_images: string[];
  paper: Paper;
  orientation: Orientation;
  version: number;
  family: string;
  current: boolean;
}

/** An image of the draft: a file just chosen, or one the edited version has (by URL). */
export type DraftImage = { file: File } | { url: string; name: string } | null;

export interface TemplateDraft {
  name: string;
  title: string;
  description: string;
  issuer_name: string;
  background_color: string;
  accent_color: string;
  paper: Paper;
  orientation: Orientation;
  logo: DraftImage;
  background_image: DraftImage;
  signatures: Array<TemplateSignature & { image: DraftImage }>;
}

/** The current version of every template, by name. */
export async function listTemplates(): Promise<TemplateRecord[]> {
  return (await backend()).collection('certificate_templates').getFullList<TemplateRecord>({ filter: 'current = true', sort: 'name' });
}

export async function fileUrl(record: TemplateRecord, name: string): Promise<string> {
  return (await backend()).files.getUrl(record, name);
}

async function asFile(image: DraftImage): Promise<File | null> {
  if (!image) return null;
  if ('file' in image) return image.file;
  const response = await fetch(image.url);
  if (!response.ok) throw new Error(`The image ${image.name} could not be read again (${response.status}).`);
  const blob = await response.blob();
  return new File([blob], image.name, { type: blob.type });
}

/** Creates a template, or (with `replaces`) the next version of one. */
export async function saveTemplate(draft: TemplateDraft, replaces?: string): Promise<TemplateRecord> {
  const form = new FormData();
  for (const field of ['name', 'title', 'description', 'issuer_name', 'background_color', 'accent_color', 'paper', 'orientation'] as const) {
    form.append(field, draft[field]);
  }
  form.append('signatures', JSON.stringify(draft.signatures.map(({ name, role }) => ({ name, role }))));
  if (replaces) form.append('replaces', replaces);
  const logo = await asFile(draft.logo);
  if (logo) form.append('logo', logo);
  const background = await asFile(draft.background_image);
  if (background) form.append('background_image', background);
  for (const signature of draft.signatures) {
    const image = await asFile(signature.image);
    if (image) form.append('signature_images', image);
  }
  return (await backend()).collection('certificate_templates').create<TemplateRecord>(form);
}

/**
 * A certificate template's rules, in the admin area's editor and in PocketBase's hooks
 * (pocketbase/pb_hooks/lib/templates.js): its text follows a certificate's rules, images are PNG
 * or JPEG of at most 2 MB (SVG refused).
 */
import { certificateTextRule } from './certificate-rules';
import { messageOf, problem, type Problem } from './problem';

export const TEMPLATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const TEMPLATE_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const TEMPLATE_MAX_SIGNATURES = 3;

/** The labels of a template's colour and image fields: the editor's, and the start of their messages. */
export const TEMPLATE_FIELD_LABELS = {
  background_color: 'Background colour',
  accent_color: 'Accent colour',
  logo: 'Logo',
  background_image: 'Background image',
  signature_images: 'Signature image',
} as const;

export const templateImageMessages = (label: string) => ({
  type: `${label} must be a PNG or JPEG image (SVG is not accepted).`,
  size: `${label} is too large: an image may be at most 2 MB.`,
});

/** The browser's first look at an image (type by MIME type or extension, size); the server reads its bytes. */
export function templateImageProblem(file: Pick<File, 'name' | 'type' | 'size'>, label: string): string | null {
  const messages = templateImageMessages(label);
  const extension = (file.name.split('.').pop() ?? '').toLowerCase();
  const typeAllowed = file.type ? ['image/png', 'image/jpeg', 'image/jpg'].includes(file.type.toLowerCase()) : ['png', 'jpg', 'jpeg'].includes(extension);
  if (!typeAllowed) return messages.type;
  if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return messages.size;
  return null;
}

/**
 * The server's look at an uploaded image: `head` is the file's first bytes as PocketBase's
 * readerToString gives them (invalid UTF-8 reads as U+FFFD), so a JPEG starts with three of them.
 */
export function templateImageBytesRule(label: string, size: number, head: string): Problem | null {
  const messages = templateImageMessages(label);
  const png = head.substring(1, 8) === 'PNG\r\n\u001a\n';
  const jpeg = head.substring(0, 3) === '\uFFFD\uFFFD\uFFFD';
  if (!png && !jpeg) return problem('image_type', messages.type);
  if (size > TEMPLATE_IMAGE_MAX_BYTES) return problem('image_too_large', messages.size);
  return null;
}

export function templateColourRule(value: string, label: string): Problem | null {
  return /^#[0-9a-fA-F]{6}$/.test(value.trim()) ? null : problem('invalid_colour', `${label} must be a colour written like #1c7ed6`);
}

export function templateColourProblem(value: string, label: string): string | null {
  return messageOf(templateColourRule(value, label));
}

/** Each text field of a template: label, limit, required, script-like content refused. */
export const TEMPLATE_TEXT_RULES = {
  name: { label: 'Template name', max: 100, required: true, scripts: true },
  title: { label: 'Title', max: 200, required: true, scripts: true },
  description: { label: 'Description', max: 2000, required: false, scripts: false },
  issuer_name: { label: 'Issuer name', max: 200, required: true, scripts: true },
  signature_name: { label: 'Signature name', max: 100, required: true, scripts: true },
  signature_role: { label: 'Signature role', max: 100, required: true, scripts: true },
} as const;

export type TemplateTextField = keyof typeof TEMPLATE_TEXT_RULES;

export function templateTextRule(field: TemplateTextField, value: string): Problem | null {
  const rule = TEMPLATE_TEXT_RULES[field];
  return certificateTextRule(value.trim(), rule.label, rule.max, rule.required, rule.scripts);
}

export function templateTextProblem(field: TemplateTextField, value: string): string | null {
  return messageOf(templateTextRule(field, value));
}

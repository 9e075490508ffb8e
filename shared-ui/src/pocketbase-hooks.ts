/**
 * What PocketBase's hooks use of shared-ui: the validation rules and the release store's formats,
 * the same functions the browser runs. pocketbase/src/shared-ui-bundle.ts bundles this file into
 * pocketbase/pb_hooks/lib/shared-ui.js (CommonJS for PocketBase's JavaScript engine), so it may
 * only import modules without zod, React, Node or browser globals.
 *
 * The check* wrappers take what a request holds (anything, possibly missing) and answer
 * { code, message } or null, as the hooks expect.
 */
import { certificateTextRule } from './validation/certificate-rules';
import { emailRule } from './validation/email';
import { cleanText, escapeHtml as escape, unescapeHtml as unescape } from './validation/escape-html';
import { nameRule } from './validation/name';
import { signUpPasswordRule, utf8Length } from './validation/password';
import { templateColourRule, templateImageBytesRule } from './validation/template';

export { CERTIFICATE_TEXT_RULES, judgeCertificate, certificateMessages, isCalendarDate } from './validation/certificate-rules';
export { passwordMessages } from './validation/password';
export { contactRule } from './validation/contact-rules';
export { TEMPLATE_FIELD_LABELS, TEMPLATE_IMAGE_MAX_BYTES, TEMPLATE_MAX_SIGNATURES, TEMPLATE_TEXT_RULES } from './validation/template';
export { DEFAULT_DESIGN } from './certificate/layout';
export { cleanText, utf8Length };
export { CHANNELS, releasesOverview } from './release/formats';

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** docs/rules.md#validation, e-mail: the value trimmed. */
export const checkEmail = (value: unknown) => emailRule(text(value).trim());
/** docs/rules.md#validation, a new password: never trimmed. */
export const checkPassword = (value: unknown) => signUpPasswordRule(text(value));
/** docs/rules.md#validation, names: the value trimmed; messages start with `label`. */
export const checkName = (value: unknown, label: string) => nameRule(text(value).trim(), label);
/** A certificate's or template's free text, trimmed. */
export const checkCertificateText = (value: unknown, label: string, max: number, required: boolean, refuseScripts: boolean) =>
  certificateTextRule(text(value).trim(), label, max, required, refuseScripts);
export const checkTemplateColour = (value: unknown, label: string) => templateColourRule(text(value), label);
export const checkTemplateImage = templateImageBytesRule;
export const escapeHtml = (value: unknown) => escape(text(value));
export const unescapeHtml = (value: unknown) => unescape(text(value));

/** docs/rules.md#validation: every validation rule, once. Forms use these through react-hook-form's zodResolver ('shared-ui/forms'). */
export { emailSchema, nameSchema, signUpPasswordSchema, signInPasswordSchema } from './field-schemas';
export { emailProblem, emailRule, emailMessages, EMAIL_MAX_LENGTH } from './email';
export { type Problem } from './problem';
export {
  signUpPasswordProblem,
  signUpPasswordRule,
  passwordRequirements,
  meetsPasswordRequirements,
  isCommonPassword,
  passwordMessages,
  COMMON_PASSWORDS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_BYTES,
  utf8Length,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordRequirements,
} from './password';
export { nameProblem, nameRule, nameMessages, NAME_MAX_LENGTH, type NameLabel } from './name';
export {
  signInSchema,
  signUpSchema,
  resetRequestSchema,
  newPasswordSchema,
  type SignInInput,
  type SignUpInput,
  type ResetRequestInput,
  type NewPasswordInput,
} from './auth-forms';
export {
  contactMessageSchema,
  contactErrorTitle,
  contactFormToast,
  contactMessages,
  contactTitles,
  toContactPayload,
  MESSAGE_MIN_LENGTH,
  MESSAGE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type ContactMessageInput,
  type ContactMessage,
  type ContactField,
} from './contact';
export { escapeHtml, unescapeHtml, cleanText } from './escape-html';
export {
  certificateFormSchema,
  certificateFormDefaults,
  certificateMessages,
  certificateTextProblem,
  certificateDateProblem,
  isCalendarDate,
  CERTIFICATE_TEXT_LIMITS,
  certificateFileSchema,
  certificateFileProblems,
  certificateFileProblemTitle,
  validateCertificateFile,
  CERTIFICATE_STATUSES,
  CERTIFICATE_FILE_MAX_BYTES,
  CERTIFICATE_FILE_TYPES,
  CERTIFICATE_FILE_ACCEPT,
  type CertificateStatus,
  type CertificateFields,
  type CertificateFormInput,
  type CertificateFormValues,
  type FileDescription,
  type FileProblem,
} from './certificate';
export {
  judgeCertificate,
  certificateTextRule,
  certificateDateRule,
  CERTIFICATE_TEXT_RULES,
  type CertificateField,
  type CertificateValue,
  type FieldProblem,
} from './certificate-rules';
export { contactRule, type ContactProblem } from './contact-rules';
export { verificationIdSchema, normalizeVerificationId, verificationIdMessages } from './verification-id';
export {
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_ACCEPT,
  TEMPLATE_MAX_SIGNATURES,
  TEMPLATE_FIELD_LABELS,
  TEMPLATE_TEXT_RULES,
  templateImageMessages,
  templateImageProblem,
  templateColourProblem,
  templateColourRule,
  templateImageBytesRule,
  templateTextProblem,
  templateTextRule,
  type TemplateTextField,
} from './template';

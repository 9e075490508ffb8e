export {
  signIn,
  signUp,
  requestVerification,
  requestPasswordReset,
  confirmVerification,
  confirmPasswordReset,
  authLinkDetails,
  authLinkParams,
  normalizeEmail,
  type SignUpDetails,
} from './client';
export {
  authErrorMessage,
  authErrorToast,
  isMissingSessionError,
  authMessages,
  authToastTitles,
  type AuthOperation,
} from './errors';
export {
  createAttemptLimiter,
  authRateLimitMessage,
  AuthRateLimitError,
  AUTH_ATTEMPT_LIMIT,
  AUTH_ATTEMPT_WINDOW_MS,
  type AttemptLimiter,
} from './rate-limit';
export { accountMailFailed, retryAccountMail, type AccountMailKind } from './account-mail';

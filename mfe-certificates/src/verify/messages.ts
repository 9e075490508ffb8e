/** docs/rules.md#errors: the verification notifications, word for word. */
export const verificationToasts = {
  verified: { color: 'green', title: 'Certificate verified', message: 'This certificate is authentic and valid.' },
  notFound: {
    color: 'red',
    title: 'Certificate not found',
    message: 'The certificate ID you entered could not be verified or has been revoked.',
  },
  rateLimited: {
    color: 'red',
    title: 'Too many attempts',
    message: 'You have exceeded the verification limit. Please try again later.',
  },
  serverError: { color: 'red', title: 'Verification failed', message: 'An error occurred during verification. Please try again.' },
  exception: { color: 'red', title: 'Verification failed', message: 'An unexpected error occurred during verification.' },
} as const;

/** docs/rules.md#verification: why an ID may not verify. */
export const notFoundReasons = [
  'The certificate ID was entered incorrectly.',
  'The certificate has been revoked.',
  'The certificate has expired.',
  'The certificate was not issued by GX.',
] as const;

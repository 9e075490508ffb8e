import { notifications } from 'shared-ui';
import { authErrorToast, type AuthOperation } from 'shared-ui/forms';

/** docs/rules.md#errors: the failure toast of an auth operation (title and text from the one mapping). */
export function notifyAuthFailure(error: unknown, operation: AuthOperation) {
  const { title, message } = authErrorToast(error, operation);
  notifications.show({ color: 'red', title, message });
}

/** docs/rules.md#errors: a success toast. */
export function notifySuccess(title: string, message: string) {
  notifications.show({ color: 'green', title, message });
}

/** docs/rules.md#errors success toasts of the auth page, word for word. */
export const authSuccess = {
  signIn: { title: 'Welcome back!', message: 'You have been signed in successfully.' },
  signUp: { title: 'Account created successfully!', message: 'Please check your email to verify your account.' },
  reset: { title: 'Password reset email sent!', message: 'Check your email for the password reset link.' },
} as const;

/** docs/rules.md#states banners. */
export const authBanners = {
  verificationSent: 'Verification email sent! Please check your inbox and click the verification link.',
  resetSent: 'Password reset email sent! Check your inbox for the reset link.',
} as const;

import { z } from 'zod';
import { emailSchema, nameSchema, signInPasswordSchema, signUpPasswordSchema } from './field-schemas';
import { passwordMessages } from './password';

/** docs/rules.md#accounts-and-certificates: the sign-in form. */
export const signInSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
});
export type SignInInput = z.input<typeof signInSchema>;

/** A password and its confirmation; the mismatch is reported on the confirmation field. */
function withConfirmation<T extends z.ZodObject<{ password: typeof signUpPasswordSchema; confirmPassword: z.ZodString }>>(
  schema: T,
) {
  return schema.superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordMessages.mismatch });
    }
  }, {
    // Report a mismatch even while another field is still wrong (zod skips object refinements
    // after a field issue by default), so the confirmation field never looks silently accepted.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
}

/** docs/rules.md#accounts-and-certificates: the sign-up form. */
export const signUpSchema = withConfirmation(
  z.object({
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    email: emailSchema,
    password: signUpPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type SignUpInput = z.input<typeof signUpSchema>;

/** docs/rules.md#validation: "Reset uses the same rules" as the e-mail field. */
export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** The page a reset link opens: a new password under the sign-up rules, typed twice. */
export const newPasswordSchema = withConfirmation(
  z.object({
    password: signUpPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

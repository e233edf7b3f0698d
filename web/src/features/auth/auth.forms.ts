import { z } from 'zod';
import {
  emailSchema,
  passwordSchema,
  personNameSchema,
  signInRequestSchema,
  verificationCodeSchema,
} from '@roomcraft/contracts/accounts';
import { fieldErrors } from '@/lib/form-errors';

/** Form schemas of the login page, made from the request schemas of the accounts contract. */
export const signInFormSchema = signInRequestSchema.pick({ email: true, password: true });
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signUpFormSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const resetRequestFormSchema = z.object({ email: emailSchema });
export type ResetRequestForm = z.infer<typeof resetRequestFormSchema>;

export const resetPasswordFormSchema = z.object({ otp: verificationCodeSchema, password: passwordSchema });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const authFieldErrors = fieldErrors({
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  otp: 'Code',
});

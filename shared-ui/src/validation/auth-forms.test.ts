import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import { newPasswordSchema, resetRequestSchema, signInSchema, signUpSchema } from './index';

const validSignUp = {
  firstName: 'Ann',
  lastName: "O'Brien",
  email: 'ann@example.com',
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
};

describe('signInSchema', () => {
  it('needs an e-mail under the e-mail rules and any password', () => {
    expect(firstErrors(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required.',
    });
    // Sign-in does not apply the sign-up password rules.
    expect(signInSchema.safeParse({ email: 'ann@example.com', password: 'short' }).success).toBe(true);
  });
});

describe('signUpSchema', () => {
  it('accepts a complete form', () => {
    expect(signUpSchema.parse({ ...validSignUp, firstName: ' Ann ' })).toEqual({ ...validSignUp, firstName: 'Ann' });
  });

  it('reports each field with its label', () => {
    expect(firstErrors(signUpSchema.safeParse({ firstName: '', lastName: 'L33', email: 'x', password: 'password', confirmPassword: 'password' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
      email: 'Please enter a valid email address',
      password: 'This password is too common. Please choose a different one',
    });
  });

  it('refuses a confirmation that does not match', () => {
    expect(firstErrors(signUpSchema.safeParse({ ...validSignUp, confirmPassword: 'Str0ng!Pas' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('reports a mismatch even while another field is wrong', () => {
    expect(firstErrors(signUpSchema.safeParse({ ...validSignUp, firstName: '', confirmPassword: '' }))).toEqual({
      firstName: 'First name is required',
      confirmPassword: 'Passwords do not match.',
    });
  });
});

describe('resetRequestSchema', () => {
  it('uses the same e-mail rules', () => {
    expect(firstErrors(resetRequestSchema.safeParse({ email: 'a<b@example.com' }))).toEqual({ email: 'Email contains invalid characters' });
    expect(resetRequestSchema.parse({ email: ' ann@example.com ' })).toEqual({ email: 'ann@example.com' });
  });
});

describe('newPasswordSchema (the reset link page)', () => {
  it('applies the sign-up password rules', () => {
    expect(firstErrors(newPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }))).toEqual({
      password: 'Password must contain at least one special character',
    });
  });

  it('refuses a mismatch and accepts a match', () => {
    expect(firstErrors(newPasswordSchema.safeParse({ password: 'Abcdefg1!', confirmPassword: 'Abcdefg1?' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(newPasswordSchema.safeParse({ password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' }).success).toBe(true);
  });
});

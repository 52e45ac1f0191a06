import { describe, expect, it } from 'vitest';
import {
  completeAccountFormSchema,
  completeAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  profileSchema,
  registerLandlordFormSchema,
  registerLandlordSchema,
  resetPasswordFormSchema,
} from './auth';
import { issuesOf } from './test-helpers';

const validRegistration = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.it',
  password: 'segreta123',
};

describe('registerLandlordSchema (docs/product.md §5 Landlord registration)', () => {
  it('accepts and trims', () => {
    expect(
      registerLandlordSchema.parse({ ...validRegistration, firstName: '  Mario ', email: ' Mario@Example.IT ' }),
    ).toEqual(validRegistration);
  });

  it('requires names of at least 2 characters', () => {
    expect(issuesOf(registerLandlordSchema, { ...validRegistration, firstName: '   ', lastName: '' })).toEqual({
      firstName: ['Il nome è obbligatorio'],
      lastName: ['Il cognome è obbligatorio'],
    });
    expect(issuesOf(registerLandlordSchema, { ...validRegistration, firstName: ' M ', lastName: 'R' })).toEqual({
      firstName: ['Il nome deve avere almeno 2 caratteri'],
      lastName: ['Il cognome deve avere almeno 2 caratteri'],
    });
    expect(issuesOf(registerLandlordSchema, { email: 'a@b.it', password: 'segreta123' })).toEqual({
      firstName: ['Il nome è obbligatorio'],
      lastName: ['Il cognome è obbligatorio'],
    });
  });

  it('requires a valid email', () => {
    expect(issuesOf(registerLandlordSchema, { ...validRegistration, email: '' })).toEqual({
      email: ["L'email è obbligatoria"],
    });
    expect(issuesOf(registerLandlordSchema, { ...validRegistration, email: 'mario@' })).toEqual({
      email: ['Formato email non valido'],
    });
  });

  it('requires a password of at least 8 characters', () => {
    expect(issuesOf(registerLandlordSchema, { ...validRegistration, password: '' })).toEqual({
      password: ['La password è obbligatoria'],
    });
    expect(issuesOf(registerLandlordSchema, { ...validRegistration, password: '1234567' })).toEqual({
      password: ['La password deve avere almeno 8 caratteri'],
    });
  });
});

describe('registerLandlordFormSchema', () => {
  it('requires the confirmation', () => {
    expect(issuesOf(registerLandlordFormSchema, { ...validRegistration, confirmPassword: '' })).toEqual({
      confirmPassword: ['La conferma password è obbligatoria'],
    });
  });

  it('reports a mismatch on the confirmation, even with other fields invalid', () => {
    expect(issuesOf(registerLandlordFormSchema, { ...validRegistration, confirmPassword: 'altra1234' })).toEqual({
      confirmPassword: ['Le password non corrispondono'],
    });
    expect(issuesOf(registerLandlordFormSchema, { ...validRegistration, firstName: '', confirmPassword: 'x' })).toEqual(
      {
        firstName: ['Il nome è obbligatorio'],
        confirmPassword: ['Le password non corrispondono'],
      },
    );
  });

  it('accepts matching passwords', () => {
    expect(registerLandlordFormSchema.safeParse({ ...validRegistration, confirmPassword: 'segreta123' }).success).toBe(
      true,
    );
  });
});

describe('loginSchema', () => {
  it('requires an email and a password', () => {
    expect(issuesOf(loginSchema, { email: '', password: '' })).toEqual({
      email: ["L'email è obbligatoria"],
      password: ['La password è obbligatoria'],
    });
    expect(issuesOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: ['Formato email non valido'] });
    expect(loginSchema.safeParse({ email: 'a@b.it', password: 'x' }).success).toBe(true);
  });
});

describe('complete account (docs/product.md §5 Complete account)', () => {
  const valid = { firstName: ' Anna ', lastName: ' Bianchi ', password: 'password1' };

  it('trims names and needs the token', () => {
    expect(completeAccountSchema.parse({ ...valid, token: 'tok' })).toEqual({
      token: 'tok',
      firstName: 'Anna',
      lastName: 'Bianchi',
      password: 'password1',
    });
    expect(issuesOf(completeAccountSchema, { ...valid, token: '' })).toEqual({ token: ['Link di invito non valido'] });
    expect(issuesOf(completeAccountSchema, { ...valid, token: 't', firstName: ' ', lastName: '' })).toEqual({
      firstName: ['Il nome è obbligatorio'],
      lastName: ['Il cognome è obbligatorio'],
    });
  });

  it('requires 8 characters with its own wording', () => {
    expect(issuesOf(completeAccountSchema, { ...valid, token: 't', password: 'short' })).toEqual({
      password: ['La password deve essere di almeno 8 caratteri'],
    });
  });

  it('requires matching passwords', () => {
    expect(issuesOf(completeAccountFormSchema, { ...valid, confirmPassword: 'password2' })).toEqual({
      confirmPassword: ['Le password non coincidono'],
    });
    expect(issuesOf(completeAccountFormSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: ['Le password non coincidono'],
    });
    expect(completeAccountFormSchema.safeParse({ ...valid, confirmPassword: 'password1' }).success).toBe(true);
  });
});

describe('forgot and reset password', () => {
  it('needs a valid email', () => {
    expect(issuesOf(forgotPasswordSchema, { email: '' })).toEqual({ email: ["L'email è obbligatoria"] });
    expect(forgotPasswordSchema.parse({ email: 'A@B.it' })).toEqual({ email: 'a@b.it' });
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(issuesOf(resetPasswordFormSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: ['La password deve avere almeno 8 caratteri'],
    });
    expect(issuesOf(resetPasswordFormSchema, { password: 'password1', confirmPassword: 'password2' })).toEqual({
      confirmPassword: ['Le password non corrispondono'],
    });
  });
});

describe('profile and password change (English, docs/product.md §5 Profile / Password)', () => {
  it('requires and trims both names', () => {
    expect(profileSchema.parse({ firstName: ' Anna ', lastName: ' Bianchi ' })).toEqual({
      firstName: 'Anna',
      lastName: 'Bianchi',
    });
    expect(issuesOf(profileSchema, { firstName: ' ', lastName: 'Bianchi' })).toEqual({
      firstName: ['First name and last name are required'],
    });
  });

  it('checks the new password', () => {
    expect(issuesOf(passwordChangeFormSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: ['New password is required'],
    });
    expect(issuesOf(passwordChangeFormSchema, { newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: ['Password must be at least 6 characters long'],
    });
    expect(issuesOf(passwordChangeFormSchema, { newPassword: '123456', confirmPassword: '123457' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expect(passwordChangeSchema.parse({ newPassword: '123456' })).toEqual({ newPassword: '123456' });
  });
});

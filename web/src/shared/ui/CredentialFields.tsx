import type { ReactNode } from 'react';
import type { FieldBinding } from '../hooks/useFormFields';
import { TextField } from './Field';

interface CredentialFieldsProps {
  emailLabel: string;
  passwordLabel: string;
  email: FieldBinding;
  password: FieldBinding;
  /** "username" where the address names an account of a separate login (the admin area). */
  emailAutoComplete?: 'email' | 'username';
  /** A new password gets the password manager's "new" hint and the rule under the field. */
  newPassword?: { hint: ReactNode };
  /** Fields asked for between the two (the sign-up form's nickname). */
  between?: ReactNode;
}

/** The e-mail and password pair of every sign-in and sign-up form. */
export function CredentialFields({
  emailLabel,
  passwordLabel,
  email,
  password,
  emailAutoComplete = 'email',
  newPassword,
  between,
}: CredentialFieldsProps) {
  return (
    <>
      <TextField label={emailLabel} type="email" autoComplete={emailAutoComplete} required {...email} />
      {between}
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        hint={newPassword?.hint}
        required
        {...password}
      />
    </>
  );
}

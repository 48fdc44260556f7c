import { render, screen } from '@testing-library/react';
import type { FieldBinding } from '../hooks/useFormFields';
import { CredentialFields } from './CredentialFields';

const binding = (value: string, error?: string): FieldBinding => ({ value, onChange: () => {}, error });

describe('credential fields', () => {
  it('asks for an e-mail and the current password by default', () => {
    render(
      <CredentialFields emailLabel="E-posta" passwordLabel="Şifre" email={binding('a@b.co')} password={binding('')} />,
    );
    const email = screen.getByLabelText('E-posta');
    const password = screen.getByLabelText('Şifre');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveValue('a@b.co');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(email).toBeRequired();
    expect(password).toBeRequired();
  });

  it('marks a new password with its rule, and puts other fields between the two', () => {
    render(
      <CredentialFields
        emailLabel="E-posta"
        passwordLabel="Şifre"
        email={binding('')}
        password={binding('')}
        newPassword={{ hint: 'En az 8 karakter' }}
        between={<input aria-label="Kullanıcı adı" />}
      />,
    );
    const password = screen.getByLabelText('Şifre');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('En az 8 karakter');
    expect(screen.getByLabelText('E-posta').compareDocumentPosition(screen.getByLabelText('Kullanıcı adı'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByLabelText('Kullanıcı adı').compareDocumentPosition(password)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("shows each field's message under it", () => {
    render(
      <CredentialFields
        emailLabel="E-posta"
        passwordLabel="Şifre"
        email={binding('x', 'Geçerli bir e-posta adresi gir.')}
        password={binding('')}
      />,
    );
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi gir.');
    expect(screen.getByLabelText('Şifre')).not.toHaveAttribute('aria-invalid');
  });
});

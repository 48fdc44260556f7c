import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithApp } from '../../../test/render';
import { AuthPanel } from './AuthPanel';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('auth panel: which tab opens first', () => {
  it('opens sign-up for a browser that never signed in', () => {
    renderWithApp(<AuthPanel />);
    expect(tab('Kaydol')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens sign-in for a browser that signed in before', () => {
    localStorage.setItem('hasLoggedInBefore', 'true');
    renderWithApp(<AuthPanel />);
    expect(tab('Giriş Yap')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab a link asks for (?auth=signin), even on a browser that never signed in', () => {
    renderWithApp(<AuthPanel />, { route: '/?auth=signin' });
    expect(tab('Giriş Yap')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Tekrar hoş geldin' })).toBeInTheDocument();
  });

  it('opens sign-up when a link asks for it, even on a browser that signed in before', () => {
    localStorage.setItem('hasLoggedInBefore', 'true');
    renderWithApp(<AuthPanel />, { route: '/?auth=signup' });
    expect(tab('Kaydol')).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores an unknown value', () => {
    renderWithApp(<AuthPanel />, { route: '/?auth=constructor' });
    expect(tab('Kaydol')).toHaveAttribute('aria-selected', 'true');
  });

  it('drops the parameter from the address once read, keeping the rest, and keeps the chosen tab', async () => {
    renderWithApp(
      <>
        <AuthPanel />
        <LocationProbe />
      </>,
      { route: '/?auth=signin&ref=mail#auth' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?ref=mail#auth$/));
    expect(tab('Giriş Yap')).toHaveAttribute('aria-selected', 'true');
  });
});

import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { CountryOptions } from './CountryOptions';

const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('CountryOptions', () => {
  afterEach(() => act(() => i18next.changeLanguage('tr')));

  it('lists Turkey first, named in the UI language, with the empty choice first when asked', async () => {
    const { rerender } = render(
      <select aria-label="ülke">
        <CountryOptions none="Seçilmedi" />
      </select>,
    );
    expect(optionTexts().slice(0, 2)).toEqual(['Seçilmedi', 'Türkiye']);
    expect(screen.getByRole('option', { name: 'Almanya' })).toHaveValue('DE');
    expect(screen.getByRole('option', { name: 'Seçilmedi' })).toHaveValue('');

    await act(() => i18next.changeLanguage('en'));
    rerender(
      <select aria-label="country">
        <CountryOptions />
      </select>,
    );
    expect(optionTexts()[0]).toMatch(/^T(ü|u)rkiye$/);
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveValue('DE');
    expect(screen.queryByRole('option', { name: 'Seçilmedi' })).not.toBeInTheDocument();
  });
});

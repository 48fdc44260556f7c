import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import type { MarketFilters } from '../api';
import { MarketFiltersBar } from './MarketFiltersBar';

function renderBar(initial: MarketFilters = {}) {
  stubFetch({});
  const changes: unknown[] = [];
  function Bar() {
    const [filters, setFilters] = useState<MarketFilters>(initial);
    return (
      <MarketFiltersBar
        filters={filters}
        onChange={(next) => {
          changes.push(next);
          setFilters((f) => ({ ...f, ...next }) as MarketFilters);
        }}
        onClear={() => setFilters({})}
      />
    );
  }
  renderWithApp(<Bar />);
  return { changes, user: userEvent.setup() };
}

describe('the market’s age filters', () => {
  it('says under the field that an age below the minimum cannot be used, and does not apply it', async () => {
    const { changes, user } = renderBar();
    const min = screen.getByLabelText('En küçük yaş');
    await user.type(min, '5{Enter}');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription('Yaş 13 ile 100 arasında olmalı.');
    expect(changes).toEqual([]);
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(min).toHaveAccessibleDescription('Enter an age between 13 and 100.');

    await user.clear(min);
    await user.type(min, '18{Enter}');
    expect(min).not.toHaveAttribute('aria-invalid');
    expect(changes).toEqual([{ minAge: '18' }]);
  });

  it('refuses a maximum age below the minimum with a message in both languages', async () => {
    const { changes, user } = renderBar({ minAge: 30 });
    const max = screen.getByLabelText('En büyük yaş');
    await user.type(max, '20{Enter}');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription('En büyük yaş, en küçük yaştan küçük olamaz.');
    expect(changes).toEqual([]);
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(max).toHaveAccessibleDescription('The maximum age cannot be below the minimum age.');
  });
});

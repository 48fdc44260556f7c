import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { SavedSearches } from './SavedSearches';

const owner = makeUser({ id: 'o1', nickname: 'kaan', userType: 'team_owner', onboardingCompleted: true });
const search = {
  id: 's1',
  name: 'Genç düellocular',
  filters: { game: 'valorant', role: 'Duelist', minAge: 18, maxAge: 22, availability: 'now', minRating: 1200 },
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

function renderList(items: unknown[], routes: Record<string, Handler | unknown> = {}) {
  const fetch = stubFetch({ 'GET /api/transfers/saved-searches': { items }, ...routes });
  renderWithApp(<SavedSearches />, { user: owner, route: '/transfers' });
  return { fetch, user: userEvent.setup() };
}

describe('the saved searches list', () => {
  it('says there are none yet', async () => {
    renderList([]);
    expect(
      await screen.findByText('Henüz kayıtlı araman yok. Filtreleri seç ve “Bu aramayı kaydet”e bas.'),
    ).toBeInTheDocument();
  });

  it('runs a search: a link to the market with its filters, and a summary of them', async () => {
    renderList([search]);
    const list = await screen.findByRole('list', { name: 'Kayıtlı aramalar' });
    expect(within(list).getByText('Genç düellocular')).toBeInTheDocument();
    expect(within(list).getByText('VALORANT · Duelist · 18–22 yaş · Hemen · reyting ≥ 1200')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '“Genç düellocular” aramasını çalıştır' })).toHaveAttribute(
      'href',
      '/transfers?game=valorant&role=Duelist&minAge=18&maxAge=22&availability=now&minRating=1200',
    );
  });

  it('renames a search with its name filled in, and deletes one after asking', async () => {
    const { fetch, user } = renderList([search], {
      'PATCH /api/transfers/saved-searches/s1': { ...search, name: 'Düellocular' },
      'DELETE /api/transfers/saved-searches/s1': jsonResponse(204, undefined),
    });
    await user.click(await screen.findByRole('button', { name: '“Genç düellocular” aramasını yeniden adlandır' }));
    const form = await screen.findByRole('form', { name: 'Aramayı yeniden adlandır' });
    const field = within(form).getByLabelText('Arama adı');
    expect(field).toHaveValue('Genç düellocular');
    await user.clear(field);
    await user.type(field, 'Düellocular');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/transfers/saved-searches/s1')).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', '/api/transfers/saved-searches/s1')[0]?.body).toEqual({ name: 'Düellocular' });

    await user.click(screen.getByRole('button', { name: '“Genç düellocular” aramasını sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kayıtlı arama silinsin mi?' });
    expect(callsTo(fetch, 'DELETE', '/api/transfers/saved-searches/s1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/transfers/saved-searches/s1')).toHaveLength(1));
    expect(await screen.findByText('Kayıtlı arama silindi.')).toBeInTheDocument();
  });
});

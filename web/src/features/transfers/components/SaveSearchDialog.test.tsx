import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_LIMITS } from '@esn/contract';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { SaveSearchButton } from './SaveSearchDialog';

const coach = makeUser({ id: 'c1', nickname: 'hoca', userType: 'coach', onboardingCompleted: true });
const saved = {
  id: 's1',
  name: 'Genç düellocular',
  filters: { game: 'valorant', role: 'Duelist', minAge: 18 },
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

function renderButton(post: Handler | unknown = jsonResponse(201, saved)) {
  const fetch = stubFetch({ 'POST /api/transfers/saved-searches': post });
  renderWithApp(
    <SaveSearchButton
      filters={{ game: 'valorant', role: 'Duelist', minAge: 18, lookingForTeam: 'true', sort: 'skill' }}
    />,
    { user: coach, route: '/transfers' },
  );
  return { fetch, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Bu aramayı kaydet' }));
  return screen.findByRole('form', { name: 'Aramayı kaydet' });
}

describe('saving a market search', () => {
  it('asks for a name before sending and says what to fix', async () => {
    const { fetch, user } = renderButton();
    const form = await openDialog(user);
    await user.type(within(form).getByLabelText('Arama adı'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByText('Aramaya bir ad ver.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Arama adı')).toHaveAttribute('aria-invalid', 'true');

    expect(callsTo(fetch, 'POST', '/api/transfers/saved-searches')).toHaveLength(0);
  });

  it("stops typing at the contract's name limit, so a name it takes is never refused as too long", async () => {
    const { user } = renderButton();
    const form = await openDialog(user);
    const field = within(form).getByLabelText('Arama adı');
    expect(field).toHaveAttribute('maxLength', String(SAVED_SEARCH_LIMITS.name));
    await user.type(field, 'x'.repeat(80));
    expect(field).toHaveValue('x'.repeat(SAVED_SEARCH_LIMITS.name));
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Aramayı kaydet' })).not.toBeInTheDocument());
    expect(screen.queryByText('Ad en fazla 60 karakter olabilir.')).not.toBeInTheDocument();
  });

  it('saves the filters on screen (not the sort) under the name, then closes', async () => {
    const { fetch, user } = renderButton();
    const form = await openDialog(user);
    await user.type(within(form).getByLabelText('Arama adı'), '  Genç düellocular ');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Aramayı kaydet' })).not.toBeInTheDocument());
    const [sent] = callsTo(fetch, 'POST', '/api/transfers/saved-searches');
    expect(sent?.body).toEqual({
      name: 'Genç düellocular',
      filters: { game: 'valorant', role: 'Duelist', minAge: 18, lookingForTeam: 'true' },
    });
    expect(await screen.findByText('“Genç düellocular” kaydedildi.')).toBeInTheDocument();
  });

  it('shows the server’s refusal (the limit) in the dialog and keeps it open', async () => {
    const { user } = renderButton(
      jsonResponse(409, {
        code: 'saved_search_limit',
        message: 'En fazla 10 arama kaydedebilirsin; yenisi için birini sil.',
      }),
    );
    const form = await openDialog(user);
    await user.type(within(form).getByLabelText('Arama adı'), 'Bir tane daha');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(form).findByText('En fazla 10 arama kaydedebilirsin; yenisi için birini sil.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Arama adı')).toHaveValue('Bir tane daha');
  });
});

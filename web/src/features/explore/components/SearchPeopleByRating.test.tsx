import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { SearchResultsView } from './SearchResultsView';

const person = (id: string, nickname: string) => ({
  id,
  nickname,
  firstName: null,
  lastName: null,
  avatarUrl: null,
  profileImageUrl: null,
  userType: 'player',
});

describe('people search ordered by rating', () => {
  it('asks for the people ordered by their rating in the chosen game, and back to best match', async () => {
    const fetch = stubFetch({
      '/api/search?q=ali': { people: [person('u1', 'ali_a'), person('u2', 'ali_b')], teams: [], posts: [] },
      '/api/search?q=ali&game=valorant&peopleSort=rating': {
        people: [person('u2', 'ali_b'), person('u1', 'ali_a')],
        teams: [],
        posts: [],
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SearchResultsView q="ali" />, { user: makeUser({ onboardingCompleted: true }) });
    const links = async () => (await screen.findAllByRole('link', { name: /ali_/ })).map((l) => l.textContent);
    expect((await links())[0]).toContain('ali_a');
    await user.selectOptions(screen.getByLabelText('Kişileri sırala'), 'valorant');
    await screen.findByText('@ali_b', { exact: false });
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/search?q=ali&game=valorant&peopleSort=rating');
    await vi.waitFor(async () => expect((await links())[0]).toContain('ali_b'));
    await user.selectOptions(screen.getByLabelText('Kişileri sırala'), '');
    await vi.waitFor(async () => expect((await links())[0]).toContain('ali_a'));
  });
});

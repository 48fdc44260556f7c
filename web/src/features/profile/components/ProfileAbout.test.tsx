import { screen, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/i18n';
import { renderWithApp } from '../../../test/render';
import { makeProfileResponse } from '../testing/factories';
import { ProfileAbout } from './ProfileAbout';

describe('profile about: read-only facts', () => {
  it('shows no row for an empty location, age or skill level (no "Belirtilmemiş")', () => {
    const { user, profile } = makeProfileResponse({}, { location: null, age: null, skillLevel: null, birthDate: null });
    renderWithApp(<ProfileAbout user={user} profile={profile} />);
    expect(screen.queryByText('Belirtilmemiş')).not.toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Kişisel bilgiler' });
    expect(within(personal).queryByText('Konum')).not.toBeInTheDocument();
    expect(within(personal).queryByText('Yaş')).not.toBeInTheDocument();
  });

  it.each([
    ['tr', 'Konum', 'Seviye'],
    ['en', 'Location', 'Skill level'],
  ])('shows the filled ones (%s)', async (lng, location, skill) => {
    await initTestI18n(lng);
    const { user, profile } = makeProfileResponse({}, { location: 'İstanbul', skillLevel: 'advanced' });
    renderWithApp(<ProfileAbout user={user} profile={profile} />);
    expect(screen.getByText(location, { exact: true }).nextSibling).toHaveTextContent('İstanbul');
    expect(screen.getByText(skill, { exact: true })).toBeInTheDocument();
  });
});

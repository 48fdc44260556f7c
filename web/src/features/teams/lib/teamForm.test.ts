import i18next from 'i18next';
import { makeTeam } from '../testing/factories';
import { changedFields, emptyTeamForm, parseTeamForm, teamFormFrom } from './teamForm';

const t = i18next.getFixedT('tr');

describe('team form values to bodies', () => {
  it('sends only name, games and country (plus a logo when given) for the first team', () => {
    const values = {
      ...emptyTeamForm(),
      name: ' Falcons ',
      games: ['cs2' as const],
      description: 'ignored',
      founded: '2020',
    };
    expect(parseTeamForm(values, 'first', t)).toEqual({
      ok: true,
      create: { name: 'Falcons', games: ['cs2'], country: 'TR' },
    });
  });

  it('adds type, founding year and description on /teams/create, leaving out blank ones', () => {
    const values = {
      ...emptyTeamForm(),
      name: 'Falcons',
      games: ['lol' as const],
      type: 'academy' as const,
      founded: '2019',
    };
    expect(parseTeamForm(values, 'create', t)).toEqual({
      ok: true,
      create: { name: 'Falcons', games: ['lol'], country: 'TR', type: 'academy', founded: 2019 },
    });
  });

  it('reports each bad field in Turkish, with the teams texts for the contract codes', () => {
    const values = {
      ...emptyTeamForm(),
      name: 'F',
      logo: 'http://x.test/a.png',
      founded: String(new Date().getUTCFullYear() + 1),
    };
    const result = parseTeamForm(values, 'create', t);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'En az 2 karakter olmalı.',
      games: 'En az 1 seçim yapmalısın.',
      logo: 'Yalnızca buraya yüklenmiş bir görsel kullanılabilir: bir görsel yükle.',
      founded: 'Kuruluş yılı gelecekte olamaz.',
    });
  });

  it('an edit sends only what changed, cleared fields as null', () => {
    const team = makeTeam({ socialLinks: { discord: 'falcons' } });
    const values = {
      ...teamFormFrom(team),
      description: '  ',
      lookingForCoach: true,
      recruitingRoles: 'Entry, IGL , Support',
    };
    const result = parseTeamForm(values, 'edit', t);
    if (!result.ok || !result.update) throw new Error('expected a valid edit');
    expect(changedFields(result.update, team)).toEqual({
      description: null,
      lookingForCoach: true,
      recruitingRoles: ['Entry', 'IGL', 'Support'],
    });
  });

  it('an untouched edit has nothing to send', () => {
    const team = makeTeam();
    const result = parseTeamForm(teamFormFrom(team), 'edit', t);
    if (!result.ok || !result.update) throw new Error('expected a valid edit');
    expect(changedFields(result.update, team)).toEqual({});
  });

  it('refuses a social link that is neither https nor a handle', () => {
    const values = { ...teamFormFrom(makeTeam()), social: { website: 'javascript:alert(1)' } };
    const result = parseTeamForm(values, 'edit', t);
    expect(result.ok ? null : result.errors['social.website']).toBe(
      'Bağlantı https:// ile başlamalı ya da bir kullanıcı adı (@isim) olmalı.',
    );
    expect(result.ok ? null : result.errors.social).toBeUndefined();
  });
});

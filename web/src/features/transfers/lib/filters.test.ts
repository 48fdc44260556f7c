import { coachFiltersFrom, hasMarketFilters, marketFiltersFrom } from './filters';

describe('market filters from the address', () => {
  it('reads every filter', () => {
    const f = marketFiltersFrom(
      new URLSearchParams(
        'game=valorant&role=IGL&minAge=18&maxAge=25&availability=now&skill=elite&verified=true&country=tr&lookingForTeam=true&hasAchievements=true&sort=skill',
      ),
    );
    expect(f).toEqual({
      game: 'valorant',
      role: 'IGL',
      minAge: 18,
      maxAge: 25,
      availability: 'now',
      skill: 'elite',
      verified: 'true',
      country: 'TR',
      lookingForTeam: 'true',
      hasAchievements: 'true',
      sort: 'skill',
    });
    expect(hasMarketFilters(f)).toBe(true);
  });

  it('leaves out what the API would refuse', () => {
    const f = marketFiltersFrom(
      new URLSearchParams(
        'game=chess&minAge=9&maxAge=abc&availability=soon&skill=god&verified=yes&country=TUR&sort=name',
      ),
    );
    expect(Object.values(f).every((v) => v === undefined)).toBe(true);
    expect(hasMarketFilters(f)).toBe(false);
  });

  it('drops a reversed age range maximum and the default sort', () => {
    expect(marketFiltersFrom(new URLSearchParams('minAge=30&maxAge=20&sort=views'))).toMatchObject({
      minAge: 30,
      maxAge: undefined,
      sort: undefined,
    });
  });

  it('reads the coaches tab filters under their own keys', () => {
    expect(
      coachFiltersFrom(new URLSearchParams('cgame=cs2&specialty=aim&language=EN&free=true&cavailability=in_2_weeks')),
    ).toEqual({
      game: 'cs2',
      specialty: 'aim',
      language: 'en',
      availability: 'in_2_weeks',
      free: 'true',
    });
    expect(coachFiltersFrom(new URLSearchParams('specialty=cooking&language=eng'))).toEqual({
      game: undefined,
      specialty: undefined,
      language: undefined,
      availability: undefined,
      free: undefined,
    });
  });
});

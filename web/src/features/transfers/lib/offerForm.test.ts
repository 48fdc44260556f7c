import i18next from 'i18next';
import { parseDollars, validateOfferForm, type OfferFormValues } from './offerForm';

const t = i18next.t.bind(i18next);
const base: OfferFormValues = {
  teamId: 't1',
  game: 'valorant',
  position: 'Duelist',
  salary: '',
  contractMonths: '',
  message: '',
};

describe('offer form', () => {
  it('reads dollar amounts the way people type them', () => {
    expect(parseDollars('1500')).toBe(1500);
    expect(parseDollars('1.500')).toBe(1500);
    expect(parseDollars('1,500 $')).toBe(1500);
    expect(parseDollars('1 500 000')).toBe(1500000);
    expect(parseDollars('35,00')).toBe(35);
    expect(parseDollars('12.5k')).toBeNaN();
    expect(parseDollars('-5')).toBeNaN();
    // Cents are not a whole amount: refused, never read as thousands (35,50 was saved as 3550).
    expect(parseDollars('35,50')).toBeNaN();
    expect(parseDollars('35.5')).toBeNaN();
    expect(parseDollars('1.50.0')).toBeNaN();
    expect(parseDollars('1234567890')).toBeNaN();
  });

  it('builds the body of a team offer to a person', () => {
    const result = validateOfferForm(
      { ...base, salary: '2.000', contractMonths: '12', message: '  Bize katıl  ' },
      { userId: 'p1', role: 'player' },
      t,
    );
    expect(result).toEqual({
      body: {
        teamId: 't1',
        userId: 'p1',
        role: 'player',
        game: 'valorant',
        position: 'Duelist',
        salary: 2000,
        contractMonths: 12,
        message: 'Bize katıl',
      },
    });
  });

  it('leaves the salary and duration out when they are empty (an offer of oneself has no userId)', () => {
    expect(validateOfferForm(base, { role: 'coach' }, t)).toEqual({
      body: { teamId: 't1', role: 'coach', game: 'valorant', position: 'Duelist', salary: null, contractMonths: null },
    });
  });

  it('says what to fix, field by field, in Turkish', () => {
    const result = validateOfferForm(
      { teamId: '', game: '', position: '  ', salary: 'çok', contractMonths: '99', message: 'x'.repeat(1001) },
      { userId: 'p1', role: 'player' },
      t,
    );
    expect(result).toEqual({
      errors: {
        teamId: 'Teklifi yapacak takımı seç.',
        game: 'Bir oyun seç.',
        salary: 'Maaşı dolar olarak tam sayı gir (ör. 1500).',
        contractMonths: 'Sözleşme süresi 1 ile 60 ay arasında olmalı.',
        position: 'Bu alan zorunludur.',
        message: 'En fazla 1000 karakter olabilir.',
      },
    });
  });

  it('refuses a salary above the limit', () => {
    const result = validateOfferForm({ ...base, salary: '20000000' }, { userId: 'p1', role: 'player' }, t);
    expect(result).toEqual({ errors: { salary: 'Maaş en fazla 10,000,000 $ olabilir.' } });
  });
});

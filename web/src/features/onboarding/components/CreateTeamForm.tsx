import { CreateTeamBody, type Game } from '@esn/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { useCreateFirstTeam } from '../api';
import { countryOptions } from '../countries';
import { GamePicker } from './GamePicker';

export function CreateTeamForm() {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const createTeam = useCreateFirstTeam();
  const [name, setName] = useState('');
  const [games, setGames] = useState<Game[]>([]);
  const [country, setCountry] = useState('TR');
  const [logo, setLogo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateTeamBody.safeParse({ name, games, country, ...(logo.trim() ? { logo: logo.trim() } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    setFormError(null);
    createTeam.mutate(parsed.data, {
      onSuccess: () => {
        toast({ variant: 'success', description: t('team.created') });
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        setFormError(errorMessage(error, t));
        // Spec §8: "Error creating team", translated.
        toast({ variant: 'error', description: t('team.createError') });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="team-title">
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={t('team.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        maxLength={60}
        required
      />
      <GamePicker value={games} onChange={setGames} error={errors.games} />
      <SelectField
        label={t('team.country')}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        error={errors.country}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('team.logo')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={logo}
        onChange={(e) => setLogo(e.target.value)}
        error={errors.logo}
        hint={t('team.logoHint')}
      />
      <Button type="submit" size="lg" className="w-full" loading={createTeam.isPending}>
        {t('team.submit')}
      </Button>
    </form>
  );
}

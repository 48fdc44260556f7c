import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../settings';

const ROLES = ['player', 'coach', 'teamOwner'] as const;

export function Hero() {
  const { t } = useTranslation('landing');
  const siteName = useSiteName();
  return (
    <div>
      <p className="inline-flex items-center gap-2 rounded-full border border-violet-700/50 bg-violet-950/40 px-3 py-1 text-xs font-medium text-violet-200">
        <Gamepad2 className="h-3.5 w-3.5" aria-hidden="true" />
        {t('common:tagline')}
      </p>
      <h1 className="mt-6 text-4xl font-black leading-tight tracking-tight text-white sm:text-5xl lg:text-6xl">
        {t('hero.title')}{' '}
        <span className="bg-gradient-to-r from-violet-400 to-cyan-300 bg-clip-text text-transparent">{siteName}</span>
      </h1>
      <p className="mt-6 max-w-xl text-lg text-zinc-300">{t('hero.body')}</p>
      <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('hero.rolesLabel')}>
        {ROLES.map((role) => (
          <li key={role} className="rounded-lg border border-zinc-800 bg-zinc-900/70 px-3 py-1.5 text-sm text-zinc-200">
            {t(`hero.roles.${role}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

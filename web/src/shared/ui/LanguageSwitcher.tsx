import { LANGUAGES } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { focusRing } from './focus';

/** EN/TR toggle; i18next's detector stores the choice in localStorage (`i18nextLng`). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg border border-zinc-700 p-0.5', className)}
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          title={t(`language.${lng}`)}
          onClick={() => void i18n.changeLanguage(lng)}
          className={cn(
            'rounded-md px-2 py-1 text-xs font-semibold uppercase tracking-wide transition-colors',
            current === lng ? 'bg-zinc-700 text-white' : 'text-zinc-400 hover:text-white',
            focusRing,
          )}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

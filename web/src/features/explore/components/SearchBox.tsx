import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { controlClasses } from '../../../shared/ui/Field';
import { focusRing } from '../../../shared/ui/focus';
import { SEARCH_MAX } from '../api';

/** The search field of the wall and of explore: people, teams and posts. */
export function SearchBox({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('explore');
  const id = useId();
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        className={cn(controlClasses, 'h-11 pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden')}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('search.clear')}
          className={cn(
            'absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-zinc-400 hover:text-white',
            focusRing,
          )}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}

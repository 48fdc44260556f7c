import { GAMES, type Game } from '@esn/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

interface GamePickerProps {
  value: Game[];
  onChange: (games: Game[]) => void;
  error?: string;
  legend: string;
}

/** A group of checkboxes drawn as chips: keyboard and screen readers get native checkbox behaviour. */
export function GamePicker({ value, onChange, error, legend }: GamePickerProps) {
  const { t } = useTranslation('common');
  const errorId = useId();
  const toggle = (game: Game) => onChange(value.includes(game) ? value.filter((g) => g !== game) : [...value, game]);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {GAMES.map((game) => {
          const checked = value.includes(game);
          return (
            <label
              key={game}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400',
                checked
                  ? 'border-violet-400 bg-violet-600/40 text-white'
                  : 'border-zinc-700 text-zinc-300 hover:border-zinc-500',
              )}
            >
              <input type="checkbox" className="sr-only" checked={checked} onChange={() => toggle(game)} />
              {checked && <Check className="h-3.5 w-3.5" aria-hidden="true" />}
              {t(`games.${game}`)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-rose-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

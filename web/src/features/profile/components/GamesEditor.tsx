import { GAMES, type Game, type GameRoles } from '@esn/contract';
import { Check, Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { controlClasses } from '../../../shared/ui/Field';
import { focusRing } from '../../../shared/ui/focus';
import { MAX_GAMES, MAX_ROLES_PER_GAME } from '../lib/profileForm';
import { ROLE_SUGGESTIONS } from '../lib/roleSuggestions';

interface GamesEditorProps {
  value: GameRoles[];
  onChange: (games: GameRoles[]) => void;
  /** Messages by field key: "games" for the list, "games.<index>" for one game. */
  errors: Record<string, string | undefined>;
}

/** Games as a multi-select of chips; each chosen game gets up to five roles of the player's own words. */
export function GamesEditor({ value, onChange, errors }: GamesEditorProps) {
  const { t } = useTranslation(['profile', 'common']);
  const chosen = new Set(value.map((g) => g.game));
  const full = value.length >= MAX_GAMES;
  const listError = errors.games;

  const toggle = (game: Game) =>
    onChange(chosen.has(game) ? value.filter((g) => g.game !== game) : [...value, { game, roles: [] }]);
  const setRoles = (game: Game, roles: string[]) => onChange(value.map((g) => (g.game === game ? { ...g, roles } : g)));

  return (
    <div className="space-y-4">
      <fieldset aria-describedby="games-hint games-error" aria-invalid={listError ? true : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-zinc-200">{t('edit.fields.games')}</legend>
        <div className="flex flex-wrap gap-2">
          {GAMES.map((game) => {
            const checked = chosen.has(game);
            const disabled = !checked && full;
            return (
              <label
                key={game}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400',
                  checked
                    ? 'border-violet-400 bg-violet-600/40 text-white'
                    : 'border-zinc-700 text-zinc-300 hover:border-zinc-500',
                  disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => toggle(game)}
                />
                {checked && <Check className="h-3.5 w-3.5" aria-hidden="true" />}
                {t(`common:games.${game}`)}
              </label>
            );
          })}
        </div>
        <p id="games-hint" className="mt-1 text-xs text-zinc-400">
          {t('edit.hints.games', { max: MAX_GAMES, roles: MAX_ROLES_PER_GAME })}
        </p>
        {listError && (
          <p id="games-error" role="alert" className="mt-1 text-xs text-rose-400">
            {listError}
          </p>
        )}
      </fieldset>
      {value.length > 0 && (
        <ul className="space-y-3">
          {value.map((entry, index) => (
            <li key={entry.game}>
              <RolesEditor
                entry={entry}
                error={errors[`games.${index}`]}
                onChange={(roles) => setRoles(entry.game, roles)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RolesEditor({
  entry,
  error,
  onChange,
}: {
  entry: GameRoles;
  error?: string;
  onChange: (roles: string[]) => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const gameName = t(`common:games.${entry.game}`);
  const full = entry.roles.length >= MAX_ROLES_PER_GAME;
  const suggestions = (ROLE_SUGGESTIONS[entry.game] ?? []).filter((s) => !entry.roles.includes(s));
  const message = problem ?? error;

  const add = () => {
    const role = draft.trim();
    if (!role) return;
    if (full) return setProblem(t('validation.roleLimit', { max: MAX_ROLES_PER_GAME }));
    if (role.length < 2 || role.length > 30) return setProblem(t('validation.roleLength', { min: 2, max: 30 }));
    if (entry.roles.some((r) => r.toLocaleLowerCase() === role.toLocaleLowerCase())) {
      return setProblem(t('validation.roleDuplicate'));
    }
    onChange([...entry.roles, role]);
    setDraft('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the role instead of submitting the whole profile.
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="rounded-xl border border-zinc-800 bg-zinc-950/40 p-3" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="text-sm font-medium text-white">
        {t('edit.games.rolesFor', { game: gameName })}
      </p>
      {entry.roles.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {entry.roles.map((role) => (
            <li
              key={role}
              className="inline-flex items-center gap-1 rounded-full border border-zinc-700 bg-zinc-900 py-0.5 pl-2.5 pr-1 text-xs text-zinc-200"
            >
              {role}
              <button
                type="button"
                className={cn('rounded-full p-0.5 text-zinc-400 hover:text-white', focusRing)}
                aria-label={t('edit.games.removeRole', { role, game: gameName })}
                onClick={() => onChange(entry.roles.filter((r) => r !== role))}
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('edit.games.roleInput', { game: gameName })}
        </label>
        <input
          id={`${id}-input`}
          list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          className={cn(controlClasses, 'h-8 py-1')}
          value={draft}
          maxLength={30}
          disabled={full}
          placeholder={full ? t('edit.games.rolesFull') : t('edit.games.rolePlaceholder')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          // A role typed and left (Save pressed without "Add") is added, not silently thrown away.
          onBlur={() => draft.trim() && add()}
        />
        {suggestions.length > 0 && (
          <datalist id={`${id}-suggestions`}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={full}
          onClick={add}
          aria-label={t('edit.games.addRoleFor', { game: gameName })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('edit.games.addRole')}
        </Button>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-rose-400">
          {message}
        </p>
      )}
    </div>
  );
}

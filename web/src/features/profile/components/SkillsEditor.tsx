import { ADVANCED_SKILL, type Skill } from '@esn/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { duplicateSkillRows, MAX_SKILLS, SKILL_NAME_MAX, SKILL_RATING_MAX } from '../lib/profileForm';
import { AdvancedTag } from './SkillList';

const RATINGS = Array.from({ length: SKILL_RATING_MAX }, (_, i) => i + 1);
const NEW_SKILL_RATING = 5;

interface SkillsEditorProps {
  value: Skill[];
  onChange: (skills: Skill[]) => void;
  /** Messages by form key: "skills" for the list, "skills.2" for a row. */
  errors: Record<string, string>;
}

/**
 * Rows of skill name and self-rating 1–10 (7+ is advanced, spec §9), up to the contract's twelve, each name once:
 * a repeated name is marked on both rows as it is typed.
 */
export function SkillsEditor({ value, onChange, errors }: SkillsEditorProps) {
  const { t } = useTranslation('profile');
  const hintId = useId();
  const duplicates = duplicateSkillRows(value);
  const full = value.length >= MAX_SKILLS;
  const update = (index: number, change: Partial<Skill>) =>
    onChange(value.map((skill, i) => (i === index ? { ...skill, ...change } : skill)));
  const listError = duplicates.size === 0 ? errors.skills : undefined;

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-200">{t('edit.skills.title')}</legend>
      <p id={hintId} className="text-xs text-zinc-400">
        {t('edit.skills.hint', { max: MAX_SKILLS, advanced: ADVANCED_SKILL })}
      </p>
      {value.length > 0 && (
        <ol className="space-y-3">
          {value.map((skill, index) => {
            const n = index + 1;
            const error =
              errors[`skills.${index}`] ?? (duplicates.has(index) ? t('validation.duplicate_skill') : undefined);
            return (
              <li key={index} className="grid grid-cols-[minmax(0,1fr)_7rem_auto] items-start gap-2">
                <TextField
                  label={t('edit.skills.name', { n })}
                  value={skill.name}
                  onChange={(event) => update(index, { name: event.target.value })}
                  placeholder={t('edit.skills.placeholder')}
                  maxLength={SKILL_NAME_MAX}
                  error={error}
                  autoComplete="off"
                />
                <div>
                  <SelectField
                    label={t('edit.skills.rating')}
                    aria-label={t('edit.skills.ratingOf', { n })}
                    value={String(skill.rating)}
                    onChange={(event) => update(index, { rating: Number(event.target.value) })}
                  >
                    {RATINGS.map((rating) => (
                      <option key={rating} value={rating}>
                        {t('edit.skills.ratingOption', { rating, max: SKILL_RATING_MAX })}
                      </option>
                    ))}
                  </SelectField>
                  {skill.rating >= ADVANCED_SKILL && <AdvancedTag className="mt-1.5" />}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-7"
                  aria-label={t('edit.skills.remove', { n })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p role="alert" className="text-xs text-rose-400">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          onClick={() => onChange([...value, { name: '', rating: NEW_SKILL_RATING }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('edit.skills.add')}
        </Button>
        <span className="text-xs text-zinc-400" aria-live="polite">
          {full
            ? t('edit.skills.full', { max: MAX_SKILLS })
            : t('edit.skills.count', { count: value.length, max: MAX_SKILLS })}
        </span>
      </div>
    </fieldset>
  );
}

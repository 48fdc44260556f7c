import { ADVANCED_SKILL, type Skill } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { SKILL_RATING_MAX } from '../lib/profileForm';

/** "Advanced" for a rating of 7 or more (spec §9). */
export function AdvancedTag({ className }: { className?: string }) {
  const { t } = useTranslation('profile');
  return (
    <span
      className={cn(
        'inline-flex rounded-full bg-emerald-600/20 px-2 py-0.5 text-xs font-medium text-emerald-200',
        className,
      )}
    >
      {t('skills.advanced')}
    </span>
  );
}

/** Each skill with its rating out of 10 (drawn as ten pips) and the advanced mark, strongest first. */
export function SkillList({ skills, className }: { skills: readonly Skill[]; className?: string }) {
  const { t } = useTranslation('profile');
  const sorted = [...skills].sort((a, b) => b.rating - a.rating);
  return (
    <ul className={cn('space-y-2', className)}>
      {sorted.map((skill) => (
        <li key={skill.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {/* A basis of its own: on a phone the row wraps before a short name ("Comms") is broken mid-word. */}
          <span className="min-w-0 flex-[1_1_8rem] break-words text-zinc-100">{skill.name}</span>
          <span className="flex gap-0.5" aria-hidden="true">
            {Array.from({ length: SKILL_RATING_MAX }, (_, i) => (
              <span
                key={i}
                className={cn(
                  'h-2 w-2 rounded-full',
                  i < skill.rating
                    ? skill.rating >= ADVANCED_SKILL
                      ? 'bg-emerald-400'
                      : 'bg-violet-400'
                    : 'bg-zinc-700',
                )}
              />
            ))}
          </span>
          <span className="w-12 text-right tabular-nums text-zinc-300">
            {t('skills.rating', { rating: skill.rating, max: SKILL_RATING_MAX })}
          </span>
          {skill.rating >= ADVANCED_SKILL && <AdvancedTag />}
        </li>
      ))}
    </ul>
  );
}

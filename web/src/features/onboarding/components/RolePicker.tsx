import type { SelectableRole } from '@esn/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { ROLE_CARDS } from '../roles';

export function RolePicker({ onPick }: { onPick: (role: SelectableRole) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {ROLE_CARDS.map(({ role, icon: Icon, abilities }) => (
        <li key={role}>
          <button
            type="button"
            onClick={() => onPick(role)}
            className={cn(
              'group flex h-full w-full flex-col rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 text-left transition-colors hover:border-violet-500 hover:bg-zinc-900',
              focusRing,
            )}
            aria-describedby={`role-${role}-desc`}
          >
            <span className="inline-flex w-fit rounded-xl bg-gradient-to-br from-violet-600/30 to-cyan-500/20 p-3 text-cyan-200">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="mt-4 text-lg font-semibold text-white">{t(`roles.${role}.title`)}</span>
            <span id={`role-${role}-desc`} className="mt-1 text-sm text-zinc-400">
              {t(`roles.${role}.description`)}
            </span>
            <span className="mt-4 space-y-1.5 text-sm text-zinc-300">
              {abilities.map((ability) => (
                <span key={ability} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
                  {t(`abilities.${ability}`)}
                </span>
              ))}
            </span>
            <span className="mt-6 font-medium text-violet-300 group-hover:text-violet-200">
              {t('pick', { role: t(`roles.${role}.title`) })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

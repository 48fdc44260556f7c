import { Swords, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/Card';

export type DashboardVariant = 'unified' | 'player' | 'coach';
export type SlotKind = 'teams' | 'tournaments' | 'challenges';

const ICONS = { teams: Users, tournaments: Trophy, challenges: Swords } as const;

/**
 * A place a later feature fills (its own card replaces this one); until then it says what will appear here,
 * never made-up data. `data-slot` lets those features and tests find it.
 */
export function SlotCard({ kind, variant }: { kind: SlotKind; variant: DashboardVariant }) {
  const { t } = useTranslation('dashboard');
  const Icon = ICONS[kind];
  const titleId = `slot-${kind}-title`;
  return (
    <Card className="border-dashed p-5" role="region" aria-labelledby={titleId} data-slot={kind}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-white">
          <Icon className="h-5 w-5 text-violet-300" aria-hidden="true" />
          {t(`slots.${kind}.title`)}
        </h2>
        <span className="shrink-0 rounded-full border border-zinc-700 px-2 py-0.5 text-xs text-zinc-400">{t('slots.soon')}</span>
      </div>
      <p className="mt-2 text-sm text-zinc-400">{t(`slots.${kind}.${variant}`)}</p>
    </Card>
  );
}

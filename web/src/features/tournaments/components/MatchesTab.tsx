import type { Match, Tournament } from '@esn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useTournamentMatches } from '../api';
import { byRoundAndNumber } from '../lib/bracket';
import { roundName } from '../lib/rounds';
import { MatchRow } from './bracket/MatchRow';
import { useMatchParam } from './MatchDialog';

interface Section {
  key: string;
  label: string;
  matches: Match[];
}

/** Every match of the tournament with its score, grouped by bracket part and round; BYEs are left out. */
export function MatchesTab({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const enabled = Boolean(tournament.bracketGeneratedAt);
  const query = useTournamentMatches(tournament.id, enabled);
  const [, openMatch] = useMatchParam();
  const sections = useMemo(() => {
    const played = (query.data ?? []).filter((m) => m.a !== null && m.b !== null).sort(byRoundAndNumber);
    const result: Section[] = [];
    for (const m of played) {
      const group = `${m.position.stage}-${m.position.groupKind}-${m.position.group}`;
      const key = `${group}-${m.position.round}`;
      let section = result.at(-1);
      if (!section || section.key !== key) {
        const round = roundName(t, m.position);
        const part = ['winners', 'losers', 'grand_final'].includes(m.position.groupKind)
          ? `${t(`bracket.groups.${m.position.groupKind}`)} · `
          : '';
        section = { key, label: `${part}${round}`, matches: [] };
        result.push(section);
      }
      section.matches.push(m);
    }
    return result;
  }, [query.data, t]);

  if (!enabled) return <p className="py-6 text-sm text-zinc-400">{t('bracket.notYet')}</p>;
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('matches.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('matches.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (sections.length === 0) return <p className="py-6 text-sm text-zinc-400">{t('matches.empty')}</p>;
  return (
    <div className="space-y-5">
      {sections.map((section) => (
        <section key={section.key} className="space-y-2">
          <h3 className="text-sm font-semibold text-zinc-300">{section.label}</h3>
          <ol aria-label={section.label} className="space-y-1.5">
            {section.matches.map((match) => (
              <MatchRow key={match.id} match={match} onOpen={openMatch} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

import type { Tournament, TournamentViewer } from '@esn/contract';
import { GitBranch } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useBracket } from '../api';
import { BracketView } from './bracket/BracketView';
import { useMatchParam } from './MatchDialog';

/** The bracket once generated (a tree, or tables and rounds), with the reader's own matches marked. */
export function BracketTab({ tournament, viewer }: { tournament: Tournament; viewer: TournamentViewer }) {
  const { t } = useTranslation('tournaments');
  // Not asked for before it exists: the server's 404 was an error in every visitor's console.
  const generated = tournament.bracketGeneratedAt !== null;
  const query = useBracket(tournament.id, generated);
  const [, openMatch] = useMatchParam();
  const mine = useMemo(() => new Set(viewer.registrations.map((r) => r.id)), [viewer.registrations]);
  const highlightIds = useMemo(() => {
    const ids = new Set<string>();
    for (const stage of query.data?.stages ?? [])
      for (const group of stage.groups)
        for (const round of group.rounds)
          for (const match of round.matches)
            if (mine.has(match.a?.participant?.id ?? '') || mine.has(match.b?.participant?.id ?? '')) ids.add(match.id);
    return ids;
  }, [query.data, mine]);

  if (generated && query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('bracket.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('bracket.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!generated || !query.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-zinc-400">
        <GitBranch className="h-10 w-10 text-zinc-600" aria-hidden="true" />
        <p>{t('bracket.notYet')}</p>
      </div>
    );
  }
  return (
    <BracketView
      bracket={query.data}
      onOpenMatch={openMatch}
      highlightIds={highlightIds}
      highlightParticipant={viewer.registrations[0]?.id ?? null}
    />
  );
}

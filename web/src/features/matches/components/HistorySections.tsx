import type { MatchDetail, MatchHistoryEntry } from '@esn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/Spinner';
import { useMatchHistory } from '../api';
import { EvidenceForm } from './EvidenceForm';
import { HistoryList } from './HistoryList';
import { LoadFailed } from './LoadFailed';
import { Section } from './Section';

const isEvidence = (entry: MatchHistoryEntry) => entry.kind === 'evidence_added';

/** While a result waits or is disputed, evidence has a section of its own (with the form); afterwards it is history. */
export const evidenceIsOpen = (detail: MatchDetail) =>
  detail.match.status === 'awaiting_approval' || detail.match.status === 'disputed';

/** The history's read (shared by both sections): loading, failed with a retry, or its entries. */
function HistoryBody({
  matchId,
  children,
}: {
  matchId: string;
  children: (entries: MatchHistoryEntry[]) => ReactNode;
}) {
  const { t } = useTranslation('matches');
  const query = useMatchHistory(matchId);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('history.loading')}
      </p>
    );
  }
  if (query.isError) {
    return <LoadFailed message={t('history.error')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** The sides' evidence of an open result, and the form for whoever acts for a side. */
export function EvidenceSection({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation('matches');
  return (
    <Section id="match-evidence" title={t('evidence.title')}>
      <p className="text-sm text-zinc-400">{t('evidence.intro')}</p>
      <HistoryBody matchId={detail.match.id}>
        {(entries) => (
          <HistoryList
            entries={entries.filter(isEvidence)}
            match={detail.match}
            label={t('evidence.title')}
            empty={t('evidence.none')}
          />
        )}
      </HistoryBody>
      {detail.viewer.canAddEvidence && <EvidenceForm matchId={detail.match.id} />}
    </Section>
  );
}

/** Who did what and when: submissions, answers, the deadline's approval, settlements and corrections. */
export function HistorySection({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation('matches');
  const hideEvidence = evidenceIsOpen(detail);
  return (
    <Section id="match-history" title={t('history.title')}>
      <HistoryBody matchId={detail.match.id}>
        {(entries) => (
          <HistoryList
            entries={hideEvidence ? entries.filter((e) => !isEvidence(e)) : entries}
            match={detail.match}
            label={t('history.title')}
            empty={t('history.empty')}
          />
        )}
      </HistoryBody>
    </Section>
  );
}

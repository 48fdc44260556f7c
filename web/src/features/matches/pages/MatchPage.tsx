import type { MatchDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../settings';
import { PageLoading, PageNotFound } from '../../tournaments/components';
import { isNotFound, useMatchDetail } from '../api';
import { CheckInSection } from '../components/CheckInSection';
import { EvidenceSection, evidenceIsOpen, HistorySection } from '../components/HistorySections';
import { MatchHeader } from '../components/MatchHeader';
import { OfficialResultForm, officialModeOf } from '../components/OfficialResultForm';
import { PendingResultSection } from '../components/PendingResultSection';
import { Section } from '../components/Section';
import { SubmitResultForm } from '../components/SubmitResultForm';
import { WalkoverSection } from '../components/WalkoverSection';
import { MatchTimeSection } from '../schedule/MatchTimeSection';
import { formatZoned } from '../../../shared/lib/format';
import { matchupOf } from '../lib/labels';
import { MatchLobby } from '../../messages/components';

function DisputeNotice({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation('matches');
  return (
    <p role="status" className="rounded-xl border border-rose-900/70 bg-rose-950/10 px-4 py-3 text-sm text-rose-200">
      {t(detail.viewer.canRecordResult ? 'dispute.organizer' : 'dispute.sides')}
    </p>
  );
}

function OfficialSection({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation('matches');
  return (
    <Section id="match-official" title={t(`official.title.${officialModeOf(detail.match.status)}`)}>
      <OfficialResultForm match={detail.match} titled={false} />
    </Section>
  );
}

/** A side waits for the match's time before reporting (unless the organizer allows early results). */
function ResultsOpenNotice({ at }: { at: string }) {
  const { t, i18n } = useTranslation('matches');
  const when = formatZoned(at, i18n.language);
  return (
    <p role="status" className="rounded-xl border border-zinc-800 bg-zinc-900/60 px-4 py-3 text-sm text-zinc-300">
      {t('resultsOpenAt', { at: when })}
    </p>
  );
}

/** What the reader may see and do with the match now, by its status and their part in it. */
function MatchView({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation('matches');
  const { match, viewer } = detail;
  useDocumentTitle(matchupOf(t, match));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <MatchHeader match={match} voided={detail.resultVoided} />
        <MatchTimeSection match={match} />
        <CheckInSection match={match} />
        {match.status === 'disputed' && <DisputeNotice detail={detail} />}
        {viewer.canSubmitResult && <SubmitResultForm match={match} />}
        {viewer.actsFor && viewer.resultsOpenAt && <ResultsOpenNotice at={viewer.resultsOpenAt} />}
        {match.status === 'awaiting_approval' && <PendingResultSection detail={detail} />}
        {evidenceIsOpen(detail) && <EvidenceSection detail={detail} />}
        {viewer.canRecordResult && <OfficialSection detail={detail} />}
        {viewer.canAwardWalkover && <WalkoverSection match={match} />}
        {(viewer.side || viewer.canRecordResult) && <MatchLobby matchId={match.id} status={match.status} />}
      </div>
      <div className="min-w-0 space-y-6">
        <HistorySection detail={detail} />
      </div>
    </div>
  );
}

/**
 * `/matches/:id`: one match of a tournament or a league, where its result is sent, answered, disputed and settled
 * (issue 11), and where match notifications lead.
 */
function MatchPage({ matchId }: { matchId: string }) {
  const { t } = useTranslation('matches');
  const query = useMatchDetail(matchId);
  if (query.isPending) return <PageLoading text={t('page.loading')} />;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <PageNotFound
          title={t('page.notFound')}
          body={t('page.notFoundBody')}
          back={t('page.back')}
          backTo="/tournaments"
        />
      );
    }
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-zinc-400">
        <p role="alert">{t('page.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  return <MatchView detail={query.data} />;
}

export function MatchRoute() {
  const { id = '' } = useParams();
  // A new key per match: forms and their half-typed scores belong to one match.
  return <MatchPage key={id} matchId={id} />;
}

import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAuth } from '../../auth';
import { completenessInputOf, useProfile } from '../api';
import { completenessOf, isComplete } from '../lib/completeness';
import { CompletenessMeter } from './CompletenessMeter';

/**
 * The signed-in user's profile completeness for the dashboards: the percent the server computed, spec §4's
 * message, the items still missing and the way to the edit page.
 */
export function CompletenessCard({ className }: { className?: string }) {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const titleId = 'completeness-card-title';
  const complete = profile.data !== undefined && isComplete(profile.data.profile.completeness);

  let body;
  if (profile.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('completeness.loading')}
      </p>
    );
  } else if (!profile.data) {
    body = (
      <div className="flex items-center gap-3 text-sm text-zinc-400">
        <p role="alert">{t('completeness.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const view = completenessOf(completenessInputOf(profile.data));
    // The server's number is the one stored and rewarded; the checklist comes from the same contract rules.
    const percent = profile.data.profile.completeness;
    body = (
      <CompletenessMeter percent={percent} stage={profile.data.profile.completenessStage} items={view.items} showTip />
    );
  }

  return (
    <Card className={className} aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-white">
        <Sparkles className="h-5 w-5 text-cyan-300" aria-hidden="true" />
        {t('completeness.title')}
      </h2>
      <div className="mt-4">{body}</div>
      {user && !complete && (
        <Link to={`/profile/${encodeURIComponent(user.id)}/edit`} className={buttonClasses('primary', 'sm', 'mt-4')}>
          {t('completeness.cta')}
        </Link>
      )}
    </Card>
  );
}

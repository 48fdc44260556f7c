import { MAX_CAREER_ENTRIES, type CareerEntry } from '@esn/contract';
import { Briefcase, FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useDocumentTitle } from '../../settings';
import { useCareer, useCareerChange } from '../api';
import { CareerEntryCard } from '../components/CareerEntryCard';
import { CareerFormDialog } from '../components/CareerFormDialog';
import { VerifiedRecordSections } from '../components/VerifiedRecord';

/** `/career`: the signed-in user's own career entries, to add, edit and remove. */
export function CareerRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <CareerPage userId={user.id} />;
}

function CareerPage({ userId }: { userId: string }) {
  const { t } = useTranslation(['career', 'pages']);
  const career = useCareer(userId);
  const change = useCareerChange(userId);
  const [editing, setEditing] = useState<{ entry: CareerEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<CareerEntry | null>(null);
  useDocumentTitle(t('pages:titles.career'));
  const full = (career.data?.length ?? 0) >= MAX_CAREER_ENTRIES;

  const confirmDelete = () => {
    if (!deleting) return;
    change.mutate(
      { kind: 'delete', id: deleting.id },
      {
        onSuccess: () => {
          toast({ variant: 'success', description: t('career:toasts.deleted') });
          setDeleting(null);
        },
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );
  };

  let body;
  if (career.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-zinc-400">
        <Spinner size="sm" />
        {t('career:loading')}
      </p>
    );
  } else if (!career.data) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-zinc-400">
        <p role="alert">{t('career:error')}</p>
        <Button variant="secondary" onClick={() => void career.refetch()}>
          {t('career:retry')}
        </Button>
      </div>
    );
  } else if (career.data.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Briefcase className="h-10 w-10 text-zinc-600" aria-hidden="true" />
        <p className="font-semibold text-white">{t('career:empty.title')}</p>
        <p className="max-w-md text-sm text-zinc-400">{t('career:empty.body')}</p>
        <Button className="mt-2" onClick={() => setEditing({ entry: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('career:empty.cta')}
        </Button>
      </Card>
    );
  } else {
    body = (
      <ol className="space-y-3" aria-label={t('career:listLabel')}>
        {career.data.map((entry) => (
          <li key={entry.id}>
            <Card className="p-4 sm:p-5">
              <CareerEntryCard
                entry={entry}
                actions={
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('career:editEntry', { team: entry.teamName })}
                      onClick={() => setEditing({ entry })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      <span className="hidden sm:inline">{t('career:edit')}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('career:deleteEntry', { team: entry.teamName })}
                      onClick={() => setDeleting(entry)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      <span className="hidden sm:inline">{t('career:delete')}</span>
                    </Button>
                  </>
                }
              />
            </Card>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
            {t('pages:titles.career')}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t('career:intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/cv/${encodeURIComponent(userId)}`} className={buttonClasses('ghost', 'md')}>
            <FileText className="h-4 w-4" aria-hidden="true" />
            {t('career:viewCv')}
          </Link>
          <Button
            onClick={() => setEditing({ entry: null })}
            disabled={full}
            aria-describedby={full ? 'career-full' : undefined}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('career:add')}
          </Button>
        </div>
      </div>
      {full && (
        <p id="career-full" className="text-sm text-amber-200">
          {t('career:full', { max: MAX_CAREER_ENTRIES })}
        </p>
      )}
      {body}
      <Card role="region" className="space-y-3 p-4 sm:p-5" aria-labelledby="career-verified">
        <h2 id="career-verified" className="text-lg font-semibold text-white">
          {t('career:verified.title')}
        </h2>
        <p className="text-sm text-zinc-400">{t('career:verified.intro')}</p>
        <VerifiedRecordSections userId={userId} own />
      </Card>
      <CareerFormDialog
        userId={userId}
        entry={editing?.entry ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('career:confirmDelete.title')}
        description={t('career:confirmDelete.body', { team: deleting?.teamName ?? '' })}
        confirmLabel={t('career:confirmDelete.confirm')}
        cancelLabel={t('career:confirmDelete.cancel')}
        pending={change.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

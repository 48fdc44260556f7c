import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/Card';
import { useAuth } from '../../auth/api';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
import { ComingLaterPage } from './ComingLaterPage';

/** /admin: only admins get the (future) admin area; others are told plainly instead of a blank page. */
export function AdminAreaPage() {
  const { t } = useTranslation('pages');
  const { user } = useAuth();
  useDocumentTitle(t('titles.admin'));
  if (user?.userType === 'admin') return <ComingLaterPage titleKey="admin" />;
  return (
    <Card className="mx-auto flex max-w-xl items-start gap-4" role="alert">
      <ShieldAlert className="h-6 w-6 shrink-0 text-amber-300" aria-hidden="true" />
      <div>
        <h1 className="text-lg font-semibold text-white">{t('adminOnly.title')}</h1>
        <p className="mt-1 text-sm text-zinc-400">{t('adminOnly.body')}</p>
      </div>
    </Card>
  );
}

import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FormAlert } from '../../../shared/ui/Field';
import { useDocumentTitle } from '../../settings';
import { categoryOfToken, useUnsubscribe } from '../emailNotificationsApi';

/**
 * `/unsubscribe?token=`: where an e-mail's unsubscribe link lands (issue 27). Mail scanners open links on their own,
 * so opening it changes nothing; the button does. Works signed out: the signed token names the person and the kind.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const category = categoryOfToken(token);
  const unsubscribe = useUnsubscribe();
  const kind = category ? t(`emailNotifications.categories.${category}.label`) : '';

  return (
    <section className="mx-auto max-w-md" aria-labelledby="unsubscribe-title">
      <Card>
        <h1 id="unsubscribe-title" className="flex items-center gap-2 text-2xl font-bold text-white">
          <MailX className="h-6 w-6 text-violet-300" aria-hidden="true" />
          {t('unsubscribe.title')}
        </h1>
        {!category ? (
          <div className="mt-4 space-y-4">
            <FormAlert>{t('unsubscribe.invalid')}</FormAlert>
            <Link to="/" className={buttonClasses('secondary')}>
              {t('unsubscribe.home')}
            </Link>
          </div>
        ) : unsubscribe.isSuccess ? (
          <div className="mt-4 space-y-4">
            <FormAlert tone="success">{t('unsubscribe.done', { kind })}</FormAlert>
            <Link to="/settings/account#email-notifications" className={buttonClasses('secondary')}>
              {t('unsubscribe.settings')}
            </Link>
          </div>
        ) : (
          <div className="mt-4 space-y-4">
            <p className="text-sm text-zinc-300">{t('unsubscribe.question', { kind })}</p>
            <FormAlert>{unsubscribe.isError ? errorMessage(unsubscribe.error, t) : null}</FormAlert>
            <Button className="w-full" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {t('unsubscribe.confirm')}
            </Button>
          </div>
        )}
      </Card>
    </section>
  );
}

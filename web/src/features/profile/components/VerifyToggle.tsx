import { BadgeCheck, BadgeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { useSetVerified } from '../api';

/** Admins only: grant or take away the verified badge. */
export function VerifyToggle({ userId, verified }: { userId: string; verified: boolean }) {
  const { t } = useTranslation('profile');
  const mutation = useSetVerified(userId);
  return (
    <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate(!verified)}>
      {verified ? (
        <BadgeX className="h-4 w-4" aria-hidden="true" />
      ) : (
        <BadgeCheck className="h-4 w-4" aria-hidden="true" />
      )}
      {verified ? t('verified.unverify') : t('verified.verify')}
    </Button>
  );
}

import type { TransferOffer } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { displayName } from '../../../shared/ui/Avatar';
import { useAuth } from '../../auth';
import { useMyTeams } from '../../teams';
import { acceptConsequence } from '../lib/acceptConfirmation';

/**
 * The step before accepting: accepting moves a roster at once, so it says which team the person joins, in which
 * role, and which team he leaves, and waits for a second, explicit yes.
 */
export function AcceptOfferConfirm({
  offer,
  open,
  onOpenChange,
  onConfirm,
}: {
  offer: TransferOffer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('transfers');
  const { user } = useAuth();
  const memberships = useMyTeams().data;
  const consequence = acceptConsequence(offer, user?.id, memberships, displayName);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title={t(offer.role === 'coach' ? 'respond.confirm.titleCoach' : 'respond.confirm.title')}
      description={`${t(`respond.confirm.${consequence.key}`, consequence.values)} ${t('respond.confirm.undo')}`}
      confirmLabel={t('respond.confirm.confirm')}
      cancelLabel={t('respond.confirm.cancel')}
      onConfirm={onConfirm}
    />
  );
}

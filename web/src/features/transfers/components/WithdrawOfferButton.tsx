import type { TransferOffer } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { toast } from '../../../shared/ui/toast';
import { useWithdrawOffer } from '../api';
import { responseError } from '../lib/messages';

/** Taking back a pending offer asks first: the other side is told it was withdrawn. */
export function WithdrawOfferButton({ offer }: { offer: TransferOffer }) {
  const { t } = useTranslation('transfers');
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawOffer();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          {t('offers.withdraw')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('offers.withdrawTitle')}
        description={t('offers.withdrawBody', { player: displayName(offer.player), team: offer.team.name })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('offers.keep')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(offer.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ variant: 'success', description: t('offers.withdrawn') });
                },
                onError: (error) => toast({ variant: 'error', description: responseError(error, t) }),
              })
            }
          >
            {t('offers.withdrawConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

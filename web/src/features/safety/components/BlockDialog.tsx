import type { PublicUser } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { FormAlert } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { useSetBlocked } from '../api';

const EFFECTS = ['follow', 'interact', 'hidden', 'undo'] as const;

/** "Block this person?": what a block does, both ways, before it is done. */
export function BlockDialog({
  person,
  viewerId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  person: PublicUser;
  viewerId: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('safety');
  const block = useSetBlocked(person, viewerId);
  const name = displayName(person);
  const change = (next: boolean) => {
    if (!next) block.reset();
    onOpenChange(next);
  };
  const confirm = () =>
    block.mutate(true, {
      onSuccess: () => {
        toast({ variant: 'success', description: t('block.done', { name }) });
        change(false);
      },
    });
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title={t('block.title', { name })}
        description={t('block.description', { name })}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <div className="space-y-4">
          <FormAlert>{block.isError ? errorMessage(block.error, t) : null}</FormAlert>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-zinc-300">
            {EFFECTS.map((effect) => (
              <li key={effect}>{t(`block.effects.${effect}`, { name })}</li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('block.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" loading={block.isPending} onClick={confirm}>
              {t('block.confirm')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import type { PublicUser } from '@esn/contract';
import { Ban, Flag, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import {
  ActionsMenu,
  useMenuFocusReturn,
  type MenuAction,
  BlockDialog,
  LazyReportDialog,
} from '../../safety/components';
import { useUnblock } from '../../safety';

/** Someone else's profile: block (after a confirmation) or unblock, and report the profile. */
export function ProfileActionsMenu({
  user,
  viewerId,
  blocked,
}: {
  user: PublicUser;
  viewerId: string | undefined;
  blocked: boolean;
}) {
  const { t } = useTranslation('profile');
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const { triggerRef, onCloseAutoFocus } = useMenuFocusReturn();
  const { unblock } = useUnblock(user, viewerId);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const actions: MenuAction[] = [
    blocked
      ? { key: 'unblock', label: t('actions.unblock'), icon: ShieldCheck, onSelect: unblock }
      : { key: 'block', label: t('actions.block'), icon: Ban, onSelect: () => setDialog('block'), danger: true },
    { key: 'report', label: t('actions.report'), icon: Flag, onSelect: () => setDialog('report') },
  ];
  return (
    <>
      <ActionsMenu
        label={t('actions.menu', { name: displayName(user) })}
        actions={actions}
        triggerRef={triggerRef}
        className="h-10 w-10 border border-zinc-700 bg-zinc-900"
      />
      <BlockDialog
        person={user}
        viewerId={viewerId}
        open={dialog === 'block'}
        onOpenChange={close}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <LazyReportDialog
        target={{ type: 'profile', id: user.id }}
        open={dialog === 'report'}
        onOpenChange={close}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../shared/lib/errorMessage';

/**
 * An accept the server refused for a reason that stays true until the invitee changes something elsewhere (he
 * already plays this game for another team): the invitation stays pending (he may leave that team and come back),
 * but its Accept is switched off with the reason instead of offering a click that fails again.
 */
const LASTING = new Set(['already_in_team_for_game']);

export function useAcceptRefusals() {
  const [refused, setRefused] = useState<Record<string, string>>({});
  return {
    refusal: (invitationId: string | null | undefined): string | undefined =>
      invitationId ? refused[invitationId] : undefined,
    /** Keeps a lasting refusal of this invitation's accept; false for any other error (the caller toasts it). */
    keep: (invitationId: string, error: unknown): boolean => {
      const code = errorCode(error);
      if (!code || !LASTING.has(code)) return false;
      setRefused((r) => ({ ...r, [invitationId]: code }));
      return true;
    },
  };
}

export function AcceptRefusal({ code }: { code: string | undefined }) {
  const { t } = useTranslation('teams');
  if (!code) return null;
  return (
    <p role="alert" className="basis-full text-sm text-rose-300">
      {t('invitations.cannotAccept')}
    </p>
  );
}

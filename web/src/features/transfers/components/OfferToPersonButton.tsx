import type { PublicUser } from '@esn/contract';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { useAuth } from '../../auth';
import { useMyTeams } from '../../teams';
import { ledTeams, offerRoleFor } from '../lib/teams';
import { OfferButton } from './OfferDialog';

/**
 * "Send an offer" to a player (a place as player) or a coach (coaching), shown to whoever owns or manages at
 * least one team; nothing for anyone else, for oneself, or for people who are neither players nor coaches.
 */
export function OfferToPersonButton({
  person,
  size = 'sm',
  variant = 'primary',
}: {
  person: Pick<PublicUser, 'id' | 'nickname' | 'userType'> &
    Partial<Pick<PublicUser, 'firstName' | 'lastName'>> & { games?: readonly { game: string }[] };
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('transfers');
  const { user } = useAuth();
  const teams = ledTeams(useMyTeams().data);
  const role = offerRoleFor(person.userType);
  if (!user || user.id === person.id || !role || teams.length === 0) return null;
  const label = t(role === 'coach' ? 'offerForm.openCoach' : 'offerForm.open');
  return (
    <OfferButton
      subject={{ kind: 'person', person, teams }}
      role={role}
      size={size}
      variant={variant}
      icon={<Send className="h-4 w-4" aria-hidden="true" />}
      // Cards of many people sit side by side: the button says whose it is.
      aria-label={`${label}: ${displayName(person)}`}
    >
      {label}
    </OfferButton>
  );
}

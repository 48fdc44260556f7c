import { offerRoleFor, type PublicUser } from '@esn/contract';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { useAuth } from '../../auth';
import { useMyTeams } from '../../teams';
import { ledTeams } from '../lib/teams';
import { OfferButton } from './OfferDialog';

/**
 * "Send an offer" to a player (a place as player) or a coach (coaching), shown to whoever owns or manages at
 * least one team; nothing for anyone else, for oneself, for people already on a team the viewer leads (his
 * captain, members: `memberOf` holds the ids of the person's teams as the caller knows them; the server refuses
 * those offers too), or for people who are neither players nor coaches. The role follows the account type.
 */
export function OfferToPersonButton({
  person,
  size = 'sm',
  variant = 'primary',
  memberOf = [],
}: {
  person: Pick<PublicUser, 'id' | 'nickname' | 'userType'> &
    Partial<Pick<PublicUser, 'firstName' | 'lastName'>> & { games?: readonly { game: string }[] };
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary';
  memberOf?: readonly string[];
}) {
  const { t } = useTranslation('transfers');
  const { user } = useAuth();
  const teams = ledTeams(useMyTeams().data);
  const role = offerRoleFor(person.userType);
  const ownPerson = teams.some((team) => memberOf.includes(team.id));
  if (!user || user.id === person.id || !role || teams.length === 0 || ownPerson) return null;
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

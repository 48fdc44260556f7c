import { offerRoleFor, type PublicUser } from '@esn/contract';
import { Clock, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { useAuth } from '../../auth';
import { useMyTeams } from '../../teams';
import { ledTeams } from '../lib/teams';
import { usePendingOfferTeams } from '../api';
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
  const shown = Boolean(user) && user?.id !== person.id && Boolean(role) && teams.length > 0 && !ownPerson;
  const pending = usePendingOfferTeams(person.id, shown);
  if (!shown || !role) return null;
  // Teams whose offer is still pending cannot send another: once none is left, the card says so instead of a form
  // that would end in 409.
  const free = teams.filter((team) => !pending.has(team.id));
  if (free.length === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-lg border border-amber-700/60 px-3 py-1.5 text-sm text-amber-200">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {t('offerForm.pending')}
      </span>
    );
  }
  const label = t(role === 'coach' ? 'offerForm.openCoach' : 'offerForm.open');
  return (
    <OfferButton
      subject={{ kind: 'person', person, teams: free }}
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

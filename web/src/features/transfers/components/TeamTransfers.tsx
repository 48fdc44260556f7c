import { offerRoleFor, type TeamDetail } from '@esn/contract';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/Card';
import { useAuth } from '../../auth';

import { OfferButton } from './OfferDialog';
import { TeamRosterHistory } from './TeamRosterHistory';
import { TransferHistoryList } from './TransferHistoryList';

/**
 * The team page's transfers: a player offers himself to the team, a coach offers coaching (both received by the
 * team's owner and managers), the team's transfer history and its roster changes.
 */
export function TeamTransfers({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('transfers');
  const { user } = useAuth();
  const { team, viewer } = detail;
  const role = offerRoleFor(user?.userType);
  const canOffer = Boolean(role) && viewer.role === null && team.status !== 'disbanded';
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold text-white">{t('team.title')}</h2>
      {canOffer && role && (
        <OfferButton
          subject={{ kind: 'team', team }}
          role={role}
          variant="secondary"
          icon={<Send className="h-4 w-4" aria-hidden="true" />}
        >
          {t(role === 'coach' ? 'team.offerCoaching' : 'team.offerSelf')}
        </OfferButton>
      )}
      <TransferHistoryList scope={{ teamId: team.id }} compact />
      <TeamRosterHistory teamId={team.id} />
    </Card>
  );
}

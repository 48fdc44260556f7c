import type { ChallengeCard } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { useJoinChallenge } from '../api';
import { useChallengeWords } from '../lib/useChallengeWords';

/**
 * Joining (`onPress` is told first): one button for a person's own challenge; for a team challenge, the team to join with (the teams the
 * reader owns or manages that have not joined yet) and the button. Says who may join when the reader may not.
 */
export function JoinControl({ challenge, onPress }: { challenge: ChallengeCard; onPress?: () => void }) {
  const { t } = useTranslation('challenges');
  const join = useJoinChallenge();
  const { title } = useChallengeWords().texts(challenge);
  const teams = challenge.viewer.joinableTeams;
  const [teamId, setTeamId] = useState('');
  const team = teams.find((item) => item.id === teamId) ?? teams[0];

  if (!challenge.viewer.canJoin) {
    if (challenge.viewer.participations.length > 0) return null;
    return <p className="text-xs text-zinc-400">{t(`join.notOpen.${challenge.type}`)}</p>;
  }

  const onJoin = () => {
    onPress?.();
    join.mutate(
      { id: challenge.id, teamId: challenge.type === 'team' ? team?.id : undefined },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            description:
              challenge.type === 'team' && team
                ? t('join.teamJoined', { team: team.name, title })
                : t('join.joined', { title }),
          }),
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );
  };

  if (challenge.type === 'team' && teams.length > 0) {
    return (
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <SelectField label={t('join.team')} value={team?.id ?? ''} onChange={(e) => setTeamId(e.target.value)}>
            {teams.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </SelectField>
        </div>
        <Button onClick={onJoin} loading={join.isPending} aria-label={t('join.joinNamed', { title })}>
          {t('join.join')}
        </Button>
      </div>
    );
  }
  return (
    <Button onClick={onJoin} loading={join.isPending} aria-label={t('join.joinNamed', { title })}>
      {t('join.join')}
    </Button>
  );
}

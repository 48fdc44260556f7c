import type { NetworkPerson } from '@esn/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** "Ortak oyunlar: VALORANT, CS2 · Ortak roller: igl · 3 ortak bağlantı": why someone is suggested, in the reader's language. */
function reasonText(reason: NetworkPerson['reason'], t: TFunction): string {
  if (!reason) return '';
  const parts: string[] = [];
  if (reason.sharedGames.length > 0) {
    const games = reason.sharedGames.map((game) => t(`common:games.${game}`, { defaultValue: game }));
    parts.push(t('network:reason.sharedGames', { games: games.join(', ') }));
  }
  if (reason.sharedRoles?.length) parts.push(t('network:reason.sharedRoles', { roles: reason.sharedRoles.join(', ') }));
  if (reason.mutualConnections > 0) parts.push(t('network:reason.mutual', { count: reason.mutualConnections }));
  if (reason.sharedTeams > 0) parts.push(t('network:reason.sharedTeams', { count: reason.sharedTeams }));
  return parts.join(' · ');
}

export function SuggestionReason({ reason }: { reason: NetworkPerson['reason'] }) {
  const { t } = useTranslation('network');
  const text = reasonText(reason, t);
  return text ? <p className="text-xs text-cyan-200/80">{text}</p> : null;
}

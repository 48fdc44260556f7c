import type { MembershipSummary } from '@esn/contract';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { TeamLogo } from './TeamLogo';

/** One team someone belongs to: logo, name linking to the team page, role and the captain badge. */
export function MembershipItem({ membership, className }: { membership: MembershipSummary; className?: string }) {
  const { t } = useTranslation('teams');
  return (
    <li className={cn('flex items-center gap-3', className)}>
      <TeamLogo team={membership.team} className="h-10 w-10" />
      <div className="min-w-0">
        <Link
          to={`/team/${encodeURIComponent(membership.team.slug)}`}
          className={cn('block truncate rounded font-medium text-white hover:underline', focusRing)}
        >
          {membership.team.name}
        </Link>
        <p className="flex items-center gap-2 text-xs text-zinc-400">
          {t(`roles.${membership.role}`)}
          {membership.isCaptain && (
            <span className="inline-flex items-center gap-1 text-amber-200">
              <Crown className="h-3 w-3" aria-hidden="true" />
              {t('mine.captain')}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

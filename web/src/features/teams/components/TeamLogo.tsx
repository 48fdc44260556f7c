import { cn } from '../../../shared/lib/cn';
import { initials } from '../../../shared/lib/initials';

/**
 * The team's logo, else its initials ("İstanbul Wolves" → "İW"); decorative, since the team's name is always
 * written next to it.
 */
export function TeamLogo({ team, className }: { team: { name: string; logoUrl: string | null }; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-cyan-600 to-violet-600 text-sm font-bold text-white',
        className,
      )}
    >
      {team.logoUrl ? <img src={team.logoUrl} alt="" className="h-full w-full object-cover" /> : initials(team.name)}
    </span>
  );
}

import type { GameRoles } from '@esn/contract';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Each game with its roles as chips (roles are the player's own words, shown as typed). */
export function GameRolesList({ games }: { games: GameRoles[] }) {
  const { t } = useTranslation('common');
  return (
    <ul className="space-y-2">
      {games.map(({ game, roles }) => (
        <li key={game} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1.5 font-medium text-white">
            <Gamepad2 className="h-4 w-4 text-violet-300 print:hidden" aria-hidden="true" />
            {t(`games.${game}`)}
          </span>
          {roles.map((role) => (
            <span
              key={role}
              className="rounded-full border border-zinc-700 px-2 py-0.5 text-xs text-zinc-300 print:border-zinc-400 print:text-black"
            >
              {role}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

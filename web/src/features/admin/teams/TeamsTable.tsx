import type { AdminTeam } from '@esn/contract';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../shared/ui/DropdownMenu';
import { AdminTable, td } from '../components/AdminTable';
import { RowSwitch } from '../components/RowSwitch';

export type TeamAction =
  | { kind: 'verify'; team: AdminTeam; verified: boolean }
  | { kind: 'edit'; team: AdminTeam }
  | { kind: 'delete'; team: AdminTeam };

/** Spec §3's admin team list, in its order. */
const COLUMNS = [
  'owner',
  'name',
  'type',
  'games',
  'country',
  'status',
  'founded',
  'verified',
  'members',
  'tournaments',
  'leagues',
  'matches',
  'wins',
  'actions',
] as const;
const NUMERIC = new Set<string>(['founded', 'members', 'tournaments', 'leagues', 'matches', 'wins', 'actions']);

interface TeamsTableProps {
  items: AdminTeam[];
  fetching: boolean;
  busyId: string | null;
  onAction: (action: TeamAction) => void;
}

export function TeamsTable({ items, fetching, busyId, onAction }: TeamsTableProps) {
  const { t, i18n } = useTranslation(['admin', 'teams', 'common']);
  const country = regionNames(i18n.resolvedLanguage);
  const none = <span className="text-zinc-500">—</span>;
  return (
    <AdminTable
      id="admin-teams"
      caption={t('teams.caption')}
      minWidth="min-w-[84rem]"
      fetching={fetching}
      columns={COLUMNS.map((c) => ({
        key: c,
        label: t(`teams.columns.${c}`),
        align: NUMERIC.has(c) ? 'right' : undefined,
      }))}
    >
      {items.map((team) => (
        <tr key={team.id} className="hover:bg-zinc-900/60">
          <td className={cn(td, 'max-w-[10rem] truncate')}>@{team.owner.nickname}</td>
          <th scope="row" className={cn(td, 'max-w-[14rem] truncate text-left font-medium text-white')}>
            <Link to={`/team/${encodeURIComponent(team.slug)}`} className="hover:underline">
              {team.name}
            </Link>
          </th>
          <td className={td}>{t(`teams:types.${team.type}`)}</td>
          <td className={cn(td, 'max-w-[12rem] text-xs')}>
            {team.games.length > 0
              ? team.games.map((g) => t(`common:games.${g}`, { defaultValue: g })).join(', ')
              : none}
          </td>
          <td className={td}>{team.country ? country(team.country) : none}</td>
          <td className={td}>{t(`teams:statuses.${team.status}`)}</td>
          <td className={cn(td, 'text-right tabular-nums')}>{team.founded ?? none}</td>
          <td className={td}>
            <RowSwitch
              label={t('teams.verifiedNamed', { name: team.name })}
              checked={team.verified}
              disabled={busyId === team.id}
              onCheckedChange={(verified) => onAction({ kind: 'verify', team, verified })}
            />
          </td>
          {(['members', 'tournaments', 'leagues', 'matches', 'wins'] as const).map((key) => (
            <td key={key} className={cn(td, 'text-right tabular-nums')}>
              {team[key]}
            </td>
          ))}
          <td className={cn(td, 'text-right')}>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="sm" aria-label={t('area.actionsFor', { name: team.name })}>
                  <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => onAction({ kind: 'edit', team })}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  {t('teams.edit')}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  onSelect={() => onAction({ kind: 'delete', team })}
                  className="text-rose-300 data-[highlighted]:bg-rose-950/60 data-[highlighted]:text-rose-100"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('teams.delete')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** A country's name in the UI language (Intl), or its code where Intl has none. */
function regionNames(language: string | undefined): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language === 'en' ? 'en-US' : 'tr-TR'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

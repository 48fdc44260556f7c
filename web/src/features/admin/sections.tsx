import type { ComponentType } from 'react';
import { lazyComponent } from '../../app/routing/lazyPage';
import { SiteSettingsSection } from './components/SiteSettingsSection';

/**
 * The admin area's sections, in tab order. A section is an id (its tab label is `admin:sections.<id>` and its
 * address `?section=<id>`) and a component that loads what it shows; a heavy one is a lazily loaded chunk with the
 * namespaces it reads besides `admin`. A new section is one entry here.
 */
export interface AdminSection {
  id: string;
  Component: ComponentType;
}

// The charting library comes with this chunk only.
const OverviewSection = lazyComponent(() => import('./overview/OverviewSection').then((m) => m.OverviewSection));

const UsersSection = lazyComponent(() => import('./users/UsersSection').then((m) => m.UsersSection));

const TeamsSection = lazyComponent(
  () => import('./teams/TeamsSection').then((m) => m.TeamsSection),
  // Team types and statuses.
  ['teams'],
);

const TournamentsSection = lazyComponent(
  () => import('./tournaments/TournamentsSection').then((m) => m.TournamentsSection),
  // Statuses, formats and the tournament form's texts; the form's image field and countries read `teams`.
  ['tournaments', 'teams'],
);

const ChallengesSection = lazyComponent(
  () => import('./challenges/ChallengesSection').then((m) => m.ChallengesSection),
  // Types, difficulties, statuses and what a challenge counts, in words.
  ['challenges'],
);

const ModerationSection = lazyComponent(() =>
  import('./moderation/ModerationSection').then((m) => m.ModerationSection),
);

const ResultsSection = lazyComponent(() => import('./results/ResultsSection').then((m) => m.ResultsSection));

const AuditSection = lazyComponent(
  () => import('./audit/AuditSection').then((m) => m.AuditSection),
  // A team's or a tournament's status and type in the entries' details.
  ['teams', 'tournaments'],
);

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'overview', Component: OverviewSection },
  { id: 'users', Component: UsersSection },
  { id: 'teams', Component: TeamsSection },
  { id: 'tournaments', Component: TournamentsSection },
  { id: 'challenges', Component: ChallengesSection },
  { id: 'results', Component: ResultsSection },
  { id: 'moderation', Component: ModerationSection },
  { id: 'site', Component: SiteSettingsSection },
  { id: 'audit', Component: AuditSection },
];

export const DEFAULT_SECTION = ADMIN_SECTIONS[0]!.id;

export function sectionFrom(id: string | null): string {
  return ADMIN_SECTIONS.some((s) => s.id === id) ? id! : DEFAULT_SECTION;
}

// The tournaments feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { BestOfOptions } from './components/BestOfOptions';
export { MatchRow } from './components/bracket/MatchRow';
export { MatchStatusBadge } from './components/bracket/MatchStatusBadge';
export { ConfirmButton } from './components/ConfirmButton';
export { MatchDialogHost, useMatchParam } from './components/MatchDialog';
export { PageLoadError, PageLoading, PageNotFound } from './components/PageStates';
export { StandingsTable } from './components/StandingsTable';
export { TournamentBanner } from './components/TournamentBanner';
export { TournamentForm } from './components/TournamentForm';
export { TournamentStatusBadge } from './components/TournamentStatusBadge';
export { UpcomingMatchesCard } from './components/UpcomingMatchesCard';
export { UserTournaments } from './components/UserTournaments';

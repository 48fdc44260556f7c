import { defineEndpoints } from '../endpoint';
import { TeamIdParams } from '../teams/schemas';
import { UserIdParams } from '../users/schemas';
import {
  PlacementPage,
  RecordEntryParams,
  RecordHiddenState,
  RecordPageQuery,
  RosterStintPage,
  TeamRosterEventPage,
  VerifiedRecord,
} from './schemas';

/**
 * The verified record (issue 26): read like a person's career (anyone signed in); its entries are never edited, only
 * hidden from others by their owner (someone else's entry: 403; an unknown one: 404).
 */
export const recordEndpoints = defineEndpoints('record', {
  getUserRecord: {
    method: 'GET',
    path: '/api/users/:id/record',
    summary: 'A person’s verified record: roster history, placements (first pages) and per-game statistics',
    params: UserIdParams,
    responses: { 200: VerifiedRecord },
  },
  listUserRosterHistory: {
    method: 'GET',
    path: '/api/users/:id/record/roster',
    summary: 'A person’s verified roster stints, latest first',
    params: UserIdParams,
    query: RecordPageQuery,
    responses: { 200: RosterStintPage },
  },
  listUserPlacements: {
    method: 'GET',
    path: '/api/users/:id/record/placements',
    summary: 'A person’s final places in completed tournaments, latest first',
    params: UserIdParams,
    query: RecordPageQuery,
    responses: { 200: PlacementPage },
  },
  hideRecordEntry: {
    method: 'PUT',
    path: '/api/record/:entryId/hidden',
    summary: 'Hide one of one’s own verified entries from others',
    params: RecordEntryParams,
    responses: { 200: RecordHiddenState },
  },
  unhideRecordEntry: {
    method: 'DELETE',
    path: '/api/record/:entryId/hidden',
    summary: 'Show one of one’s own hidden verified entries again',
    params: RecordEntryParams,
    responses: { 200: RecordHiddenState },
  },
  listTeamRosterHistory: {
    method: 'GET',
    path: '/api/teams/:teamId/roster-history',
    summary: 'A team’s roster changes (joins, leaves, removals, role changes), newest first',
    params: TeamIdParams,
    query: RecordPageQuery,
    responses: { 200: TeamRosterEventPage },
  },
});

import type { Game, RatingSubjectKind } from '@esn/contract';
import { ratingsApi } from '@esn/contract/ratings/routes.gen';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, queryKey } from '../../shared/api';

/** A subject whose ratings are read: a person (profile, CV) or a team (team page). */
export type RatedSubject = { kind: RatingSubjectKind; id: string };

const BOARD_PAGE_SIZE = 20;
const boardArgs = (game: Game, kind: RatingSubjectKind, cursor?: string | null) => ({
  query: { game, kind, limit: BOARD_PAGE_SIZE, cursor: cursor ?? undefined },
});

/** Results move ratings at any time: a visit reads them again (the cached answer shows meanwhile). */
const LIVE = { staleTime: 0 } as const;

/** `GET /api/users/:id/ratings` or `GET /api/teams/:teamId/ratings`: per game, with the history's latest points. */
export function useRatings(subject: RatedSubject) {
  return useQuery({
    ...(subject.kind === 'user'
      ? endpointQuery(ratingsApi.listUserRatings, { params: { id: subject.id } })
      : endpointQuery(ratingsApi.listTeamRatings, { params: { teamId: subject.id } })),
    ...LIVE,
  });
}

/** `GET /api/ratings/leaderboard?game=&kind=`: highest first, "show more" reads the next page. */
export function useRatingLeaderboard(game: Game, kind: RatingSubjectKind) {
  return useInfiniteQuery({
    queryKey: queryKey(ratingsApi.getRatingLeaderboard, boardArgs(game, kind)),
    queryFn: ({ pageParam, signal }) =>
      call(ratingsApi.getRatingLeaderboard, boardArgs(game, kind, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...LIVE,
  });
}

import type { ChooseRoleBody, CreateTeamBody, Team, User } from '@esn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/http';
import { currentUserKey } from '../auth/api';

export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseRoleBody) => apiRequest<{ user: User }>('POST', '/api/onboarding/role', body),
    // The answer is the updated user, so the router can move on without another round trip.
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserKey, user),
  });
}

export function useCreateFirstTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => apiRequest<{ team: Team }>('POST', '/api/teams', body),
    onSuccess: () => {
      // Creating the first team completes a team owner's onboarding on the server; mirror it locally
      // and mark the user stale so the next mount reads the server's version.
      queryClient.setQueryData<User | null>(currentUserKey, (user) =>
        user ? { ...user, onboardingCompleted: true } : user,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserKey, refetchType: 'none' });
    },
  });
}

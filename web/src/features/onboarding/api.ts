import type { ChooseRoleBody, CreateTeamBody, User } from '@esn/contract';
import { onboardingApi } from '@esn/contract/onboarding/routes.gen';
import { teamsApi } from '@esn/contract/teams/routes.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api';
import { currentUserKey } from '../auth';

export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseRoleBody) => call(onboardingApi.chooseRole, { body }),
    // The answer is the updated user, so the router can move on without another round trip.
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserKey, user),
  });
}

export function useCreateFirstTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => call(teamsApi.createTeam, { body }),
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

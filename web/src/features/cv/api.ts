import type { CvSettings } from '@esn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cvApi } from '@esn/contract/cv/routes.gen';
import { ApiError, call, endpointQuery, queryFilter, queryKey } from '../../shared/api';

/** A refusal (not public to this reader, unknown person) is the answer, not a hiccup to retry. */
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** `GET /api/cv/{id or nickname}`: the CV as far as its owner's privacy lets the reader (signed out included). */
export function useCv(ref: string) {
  return useQuery({ ...endpointQuery(cvApi.getCv, { params: { ref } }), retry: retryUnlessRefused });
}

const cvSettingsKey = queryKey(cvApi.getMyCvSettings);

export function useCvSettings() {
  return useQuery(endpointQuery(cvApi.getMyCvSettings));
}

const CV_SETTINGS_MUTATION = ['cv-settings'];

/** `PUT /api/me/cv-settings`: shown at once, put back if the server refuses; one's own CV reads again. */
export function useUpdateCvSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in the order chosen (arrow keys through the choices send several): the last choice is what stays.
    mutationKey: CV_SETTINGS_MUTATION,
    scope: { id: 'cv-settings' },
    mutationFn: (body: CvSettings) => call(cvApi.updateMyCvSettings, { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: cvSettingsKey });
      const before = queryClient.getQueryData<CvSettings>(cvSettingsKey);
      queryClient.setQueryData(cvSettingsKey, body);
      return { before };
    },
    onSuccess: (answer) => {
      // An earlier answer must not show over a later choice still on its way.
      if (queryClient.isMutating({ mutationKey: CV_SETTINGS_MUTATION }) <= 1)
        queryClient.setQueryData(cvSettingsKey, answer);
      void queryClient.invalidateQueries(queryFilter(cvApi.getCv));
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(cvSettingsKey, context.before);
    },
  });
}

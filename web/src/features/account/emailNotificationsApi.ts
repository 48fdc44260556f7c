import type { NotificationCategory, NotificationEmailPreferences, NotificationPreferenceChange } from '@esn/contract';
import { notificationsApi } from '@esn/contract/notifications/routes.gen';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryFilter, queryKey } from '../../shared/api';

const preferencesKey = queryKey(notificationsApi.getNotificationEmailPreferences);

/** `GET /api/notifications/email-preferences`: each kind of notification, whether it also comes by e-mail and by push. */
export function useEmailPreferences() {
  return useQuery(endpointQuery(notificationsApi.getNotificationEmailPreferences));
}

const preferenceMutations = ['notification-preferences'] as const;

/**
 * `PUT /api/notifications/email-preferences` for one kind (its e-mail or push): shown at once. The e-mail and push
 * lists may save at the same time, so no answer overwrites the whole list: a refused change puts back only its own
 * switch, and the list is read again once the last change is done.
 */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: preferenceMutations,
    mutationFn: (item: NotificationPreferenceChange) =>
      call(notificationsApi.updateNotificationEmailPreferences, { body: { items: [item] } }),
    onMutate: async (item) => {
      await queryClient.cancelQueries(queryFilter(notificationsApi.getNotificationEmailPreferences));
      const before = queryClient
        .getQueryData<NotificationEmailPreferences>(preferencesKey)
        ?.items.find((i) => i.category === item.category);
      patch(queryClient, item);
      return { before };
    },
    onError: (_error, item, context) => {
      const was = context?.before;
      if (was)
        patch(queryClient, {
          category: item.category,
          ...(item.email !== undefined && { email: was.email }),
          ...(item.push !== undefined && { push: was.push }),
        });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: preferenceMutations }) === 1)
        void queryClient.invalidateQueries(queryFilter(notificationsApi.getNotificationEmailPreferences));
    },
  });
}

/** One kind's switches changed in the cached list. */
function patch(queryClient: QueryClient, change: NotificationPreferenceChange) {
  const list = queryClient.getQueryData<NotificationEmailPreferences>(preferencesKey);
  if (list)
    queryClient.setQueryData<NotificationEmailPreferences>(preferencesKey, {
      items: list.items.map((i) => (i.category === change.category ? { ...i, ...change } : i)),
    });
}

/** `POST /api/notifications/unsubscribe?token=`: the button of the page an e-mail's unsubscribe link opens. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(notificationsApi.unsubscribeFromNotificationEmails, { query: { token } }),
    onSuccess: () => queryClient.invalidateQueries(queryFilter(notificationsApi.getNotificationEmailPreferences)),
  });
}

/** The kind a link's token names (`<user>.<kind>.<signature>`), to say what the button turns off; the server checks it. */
export function categoryOfToken(token: string): NotificationCategory | null {
  const kind = token.split('.')[1];
  const known: readonly string[] = ['matches', 'transfers', 'tournaments', 'teams', 'social', 'system'];
  return kind && known.includes(kind) ? (kind as NotificationCategory) : null;
}

import type { NotificationCategory, NotificationEmailPreferences, NotificationPreferenceChange } from '@esn/contract';
import { notificationsApi } from '@esn/contract/notifications/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryFilter, queryKey } from '../../shared/api';

const preferencesKey = queryKey(notificationsApi.getNotificationEmailPreferences);

/** `GET /api/notifications/email-preferences`: each kind of notification, whether it also comes by e-mail and by push. */
export function useEmailPreferences() {
  return useQuery(endpointQuery(notificationsApi.getNotificationEmailPreferences));
}

/** `PUT /api/notifications/email-preferences` for one kind (its e-mail or push): shown at once, put back if refused. */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NotificationPreferenceChange) =>
      call(notificationsApi.updateNotificationEmailPreferences, { body: { items: [item] } }),
    onMutate: async (item) => {
      await queryClient.cancelQueries(queryFilter(notificationsApi.getNotificationEmailPreferences));
      const before = queryClient.getQueryData<NotificationEmailPreferences>(preferencesKey);
      if (before)
        queryClient.setQueryData<NotificationEmailPreferences>(preferencesKey, {
          items: before.items.map((i) => (i.category === item.category ? { ...i, ...item } : i)),
        });
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer),
    onError: (_error, _item, context) => {
      if (context?.before) queryClient.setQueryData(preferencesKey, context.before);
    },
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

import { defineEndpoints } from '../endpoint';
import { PushPublicKey, PushSubscriptionBody, PushUnsubscribeBody } from './schemas';

/** Web push (issue 27): a browser that agreed receives every notification of its person while the tab is closed. */
export const pushEndpoints = defineEndpoints('push', {
  getPushPublicKey: {
    method: 'GET',
    path: '/api/push/public-key',
    auth: 'public',
    summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
    responses: { 200: PushPublicKey },
  },
  subscribePush: {
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: 'Receive one’s notifications as web push in this browser (its PushSubscription)',
    description:
      'The endpoint must be https. The language of the request (Accept-Language) is the language of its pushes. ' +
      'An endpoint already registered (the same browser, perhaps signed in as someone else) now belongs to the caller.',
    body: PushSubscriptionBody,
    responses: { 204: null },
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: 'Stop web push to one of one’s browsers, by its endpoint',
    body: PushUnsubscribeBody,
    responses: { 204: null },
  },
});

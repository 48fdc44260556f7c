/**
 * The product's features that are live, in one place, with the screen each one lives on and the words that name
 * it in each language. The static pages (about, help, landing) are checked against this list (staticPages.test):
 * each page names every live feature and none says a live one is still to come. When a feature ships, add it here;
 * the test then fails until the pages describe it.
 */
export interface LiveFeature {
  id: string;
  /** A route of the signed-in app where the feature is used: proof that it exists. */
  path: string;
  /** How the pages name it; a page mentions the feature when one of these matches its text (case-insensitive). */
  words: { tr: RegExp; en: RegExp };
}

export const LIVE_FEATURES: readonly LiveFeature[] = [
  { id: 'profile', path: '/profile/me', words: { tr: /profil/i, en: /profile/i } },
  { id: 'cv', path: '/cv/me', words: { tr: /\bCV\b|özgeçmiş/i, en: /\bCV\b|résumé/i } },
  { id: 'wall', path: '/social-wall', words: { tr: /sosyal duvar/i, en: /social wall/i } },
  { id: 'network', path: '/network', words: { tr: /bağlantı/i, en: /connect/i } },
  { id: 'teams', path: '/teams', words: { tr: /takım/i, en: /team/i } },
  { id: 'tournaments', path: '/tournaments', words: { tr: /turnuva/i, en: /tournament/i } },
  {
    id: 'leagues',
    path: '/leagues',
    words: { tr: /(?<![a-zçğıöşü])lig(ler)?(e|de|i|in)?(?![a-zçğıöşü])/i, en: /league/i },
  },
  { id: 'transfers', path: '/transfers', words: { tr: /transfer/i, en: /transfer/i } },
  { id: 'coaching', path: '/transfers', words: { tr: /koçluk/i, en: /coaching/i } },
  { id: 'challenges', path: '/challenges', words: { tr: /meydan okuma|görev/i, en: /challenge/i } },
  { id: 'messages', path: '/messages', words: { tr: /mesaj/i, en: /messag/i } },
  { id: 'notifications', path: '/dashboard', words: { tr: /bildirim/i, en: /notification/i } },
];

/**
 * Phrases that announce something as not there yet. Turkish words end at a letter boundary of their own, since
 * `\b` knows no Turkish letters ("yakından", near, is not "yakında", soon).
 */
export const NOT_YET_PHRASES: { tr: RegExp; en: RegExp } = {
  tr: /henüz yayında değil|(?<![a-zçğıöşü])yakında(?![a-zçğıöşü])|sırada ne var|geldiğinde|yayına girecek|hazırlanıyor|kesinleşecek/i,
  en: /not (yet )?live|coming (soon|next)|what we are building next|when it arrives|will (be available|count|arrive)|launch(es)? soon/i,
};

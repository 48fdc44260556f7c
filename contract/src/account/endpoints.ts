import { z } from 'zod';
import { User } from '../auth/schemas';
import { defineEndpoints } from '../endpoint';
import { ChangeEmailBody, ChangePasswordBody, DeleteAccountBody } from '../safety/schemas';

/** Everything stored about a person, as one JSON document (KVKK/GDPR data export). */
export const AccountExport = z.record(z.string(), z.unknown());

/** The language a person's mails, browser notifications and calendar feed are written in. */
export const MyLanguageBody = z.strictObject({ language: z.enum(['tr', 'en']) });
export type MyLanguageBody = z.infer<typeof MyLanguageBody>;
/** The language last said (null: never), so a browser without a choice of its own opens in it. */
export const MyLanguage = z.object({ language: z.enum(['tr', 'en']).nullable() });
export type MyLanguage = z.infer<typeof MyLanguage>;

/** The person's own account: e-mail, password, language, a data export and deletion (KVKK/GDPR). */
export const accountEndpoints = defineEndpoints('account', {
  exportMyData: {
    method: 'GET',
    path: '/api/me/export',
    summary: 'Download everything stored about oneself as a JSON file',
    responses: { 200: AccountExport },
  },
  getMyLanguage: {
    method: 'GET',
    path: '/api/me/language',
    summary: 'The language one last used the site in (null when never said)',
    description:
      'A browser where no language was chosen yet (a new device) opens the site in this one instead of the default, and does not overwrite it.',
    responses: { 200: MyLanguage },
  },
  setMyLanguage: {
    method: 'PUT',
    path: '/api/me/language',
    summary: 'The language one uses the site in: mails, browser notifications and the calendar feed follow it',
    description:
      'The web sends it when a signed-in person opens the site and whenever they switch the language. Saving the same language again writes nothing.',
    body: MyLanguageBody,
    responses: { 204: null },
  },
  changeMyEmail: {
    method: 'PATCH',
    path: '/api/me/email',
    summary: 'Change one’s e-mail address (the current password confirms it)',
    body: ChangeEmailBody,
    responses: { 200: User },
  },
  changeMyPassword: {
    method: 'PATCH',
    path: '/api/me/password',
    summary: 'Change one’s password; other sessions end, this one stays',
    body: ChangePasswordBody,
    responses: { 204: null },
  },
  deleteMyAccount: {
    method: 'DELETE',
    path: '/api/me',
    summary: 'Delete one’s account and sign out (the password confirms it)',
    body: DeleteAccountBody,
    responses: { 204: null },
  },
});

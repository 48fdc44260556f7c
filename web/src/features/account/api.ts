import type { User } from '@esn/contract';
import { accountApi } from '@esn/contract/account/routes.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callRaw } from '../../shared/api';
import { currentUserKey } from '../auth';
import { saveFile } from './lib/browser';

export interface ChangeEmail {
  email: string;
  password: string;
}
export interface ChangePassword {
  currentPassword: string;
  newPassword: string;
}

/** `PATCH /api/me/email`: the answer is the user with the new address, which the top bar shows at once. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmail) => call(accountApi.changeMyEmail, { body }),
    onSuccess: (user) => queryClient.setQueryData<User | null>(currentUserKey, user),
  });
}

/** `PATCH /api/me/password` → 204; the server ends the other sessions and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) => call(accountApi.changeMyPassword, { body }),
  });
}

/** `DELETE /api/me` → 204; the session cookie is cleared with it. Leaving the app is the caller's step. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => call(accountApi.deleteMyAccount, { body: { password } }),
  });
}

/** The file name the server suggests (`content-disposition`), else one of our own. */
function exportFileName(disposition: string | null, nickname: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const suggested = match?.[1] ? decodeURIComponent(match[1]).trim() : '';
  return suggested || `esportscv-${nickname}.json`;
}

/**
 * `GET /api/me/export`: everything stored about the reader, saved as a JSON file. Resolves to the file's name. The
 * raw answer is wanted (the server's text as the file, its suggested name): `callRaw`.
 */
export function useExportData(nickname: string) {
  return useMutation({
    mutationFn: async () => {
      const res = await callRaw(accountApi.exportMyData, {}, { headers: { Accept: 'application/json' } });
      const text = await res.text();
      const name = exportFileName(res.headers.get('content-disposition'), nickname);
      saveFile(new Blob([text], { type: 'application/json' }), name);
      return name;
    },
  });
}

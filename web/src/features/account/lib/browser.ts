/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * After the account is deleted the session is gone too: a full load of the landing page drops every cached
 * answer, the socket and the signed-in shell at once, as logging out does.
 */
export function goToLanding(): void {
  window.location.assign('/');
}

/**
 * The conversations this tab is showing right now (a thread on screen, in a visible tab, not minimised). A message
 * that arrives in one of them is read at once, so it does not move the badge in between.
 */
const shown = new Map<string, number>();

/** Registers a thread on screen; the returned function takes it away again. */
export function showConversation(id: string): () => void {
  shown.set(id, (shown.get(id) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (shown.get(id) ?? 1) - 1;
    if (left > 0) shown.set(id, left);
    else shown.delete(id);
  };
}

export function isConversationShown(id: string): boolean {
  return shown.has(id);
}

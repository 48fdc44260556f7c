/**
 * A control that removes itself (delete, "mark all read") would leave focus on the page body, where the
 * menu's arrow keys no longer work: hand focus back to the menu that held it.
 */
export function keepFocusInMenu(event: Event): () => void {
  const menu = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[role="menu"]') : null;
  return () => {
    if (menu?.isConnected && !menu.contains(document.activeElement)) menu.focus();
  };
}

/** One docked conversation of the chat widget. */
export interface ChatWindowState {
  id: string;
  minimised: boolean;
  /** Bumped when the window is asked for again, so that it takes the focus again. */
  focusRequest: number;
}

/**
 * Open (or ask again for) a conversation's window: it goes last, next to the launcher, restored and asking for the
 * focus again; the oldest windows give way when more than `max` would show.
 */
export function openWindow(windows: readonly ChatWindowState[], id: string, max: number): ChatWindowState[] {
  const existing = windows.find((w) => w.id === id);
  const others = windows.filter((w) => w.id !== id);
  const next = { id, minimised: false, focusRequest: (existing?.focusRequest ?? 0) + 1 };
  return [...others, next].slice(-max);
}

/** Minimise a window, or restore a minimised one. */
export function toggleWindow(windows: readonly ChatWindowState[], id: string): ChatWindowState[] {
  return windows.map((w) => (w.id === id ? { ...w, minimised: !w.minimised } : w));
}

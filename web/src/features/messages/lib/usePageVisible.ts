import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const visible = () => document.visibilityState !== 'hidden';

/** Whether the tab is in front: a thread in a hidden tab is not read yet. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visible, () => true);
}

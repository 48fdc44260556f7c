import { LIMITS, TIMINGS } from '@esn/contract';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'error' | 'success' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Defaults to the translated "Hata"/"Başarılı" of the variant (spec §8). */
  title?: string;
  description?: string;
  /** Milliseconds on screen; Radix's default (5 s) when absent. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
  /** When it appeared (Date.now()). */
  shownAt: number;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
const deferred = new Set<ReturnType<typeof setTimeout>>();

/**
 * How long the toast of something the reader just did stays before a background one (a live notification) may
 * replace it: an action's "accepted" must not vanish in the same instant because the action also earned a badge.
 */
export const BACKGROUND_TOAST_MIN_SHOWN_MS = 1_500;

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Spec §9: one toast at a time, a newer one replaces the older. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  emit([{ ...options, id, open: true, shownAt: Date.now() }, ...toasts].slice(0, LIMITS.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * A toast nobody asked for at this moment (a live notification): shown at once, unless the open toast appeared
 * less than BACKGROUND_TOAST_MIN_SHOWN_MS ago, in which case it waits for the rest of that time and then replaces
 * it (still one toast at a time, the newer replacing the older).
 */
export function backgroundToast(options: ToastOptions): void {
  const current = toasts.find((item) => item.open);
  const wait = current ? current.shownAt + BACKGROUND_TOAST_MIN_SHOWN_MS - Date.now() : 0;
  if (wait <= 0) {
    toast(options);
    return;
  }
  const timer = setTimeout(() => {
    deferred.delete(timer);
    toast(options);
  }, wait);
  deferred.add(timer);
}

/** Closes a toast, then drops it after TIMINGS.toastRemoveDelayMs so the exit can finish (spec §9). */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((item) => id === undefined || item.id === id);
  emit(toasts.map((item) => (targets.includes(item) ? { ...item, open: false } : item)));
  for (const item of targets) {
    if (removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        emit(toasts.filter((t) => t.id !== item.id));
      }, TIMINGS.toastRemoveDelayMs),
    );
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** For tests: start from an empty list. */
export function resetToasts(): void {
  removalTimers.forEach(clearTimeout);
  removalTimers.clear();
  deferred.forEach(clearTimeout);
  deferred.clear();
  emit([]);
}

import { useCallback, useLayoutEffect, useRef } from 'react';

/** How long after an action its control may still take focus back (the server's answer, an optimistic update). */
const WAIT_MS = 5_000;

/**
 * For a control whose buttons replace one another (connect → withdraw, accept → remove): after an action taken from
 * inside it (`kept()`, called by the action), once the button that had focus is gone, focus goes to the control's
 * first button (or the wrapper itself, given tabIndex -1, when no button is left) instead of falling to the page's body, so a keyboard or screen-reader user stays where they were.
 * This holds for a few seconds, through several swaps (a confirmation closing, then the optimistic state, then the
 * server's); nothing is moved once focus went somewhere else. Put `ref` on an element that wraps every state.
 */
export function useFocusStaysWithin<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const since = useRef<number | null>(null);

  // After every render: the swap is a render of this control.
  useLayoutEffect(() => {
    const at = since.current;
    const box = ref.current;
    if (at === null || !box) return;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    // On the control, or in the confirmation it opened (which gives focus back as it closes): wait for the next swap.
    if (!lost && (box.contains(active) || active.closest('[role="dialog"], [role="alertdialog"]'))) return;
    if (!lost || Date.now() - at > WAIT_MS) {
      since.current = null; // the person moved on, or it is too late to move them
      return;
    }
    // No button left (a join that ends in progress): the wrapper itself, when it can take focus (tabIndex -1).
    const next = box.querySelector<HTMLElement>('button:not([disabled]), a[href]');
    (next ?? (box.hasAttribute('tabindex') ? box : null))?.focus();
  });

  const kept = useCallback(() => {
    since.current = Date.now();
  }, []);

  return { ref, kept };
}

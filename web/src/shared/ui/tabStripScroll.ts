import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Width of the fade (and its arrow) at a scrolled strip's edge; a revealed tab keeps clear of it. */
const CUE_WIDTH_PX = 40;

/** Which edges of a strip hide tabs, and where the strip sits in its wrapper (the cues are drawn over it). */
interface ScrollCues {
  start: boolean;
  end: boolean;
  left: number;
  width: number;
}

const NONE: ScrollCues = { start: false, end: false, left: 0, width: 0 };

function measure(list: HTMLElement): ScrollCues {
  const hidden = list.scrollWidth - list.clientWidth;
  if (hidden <= 1) return NONE;
  return {
    start: list.scrollLeft > 1,
    end: list.scrollLeft < hidden - 1,
    left: list.offsetLeft,
    width: list.offsetWidth,
  };
}

const sameCues = (a: ScrollCues, b: ScrollCues) =>
  a.start === b.start && a.end === b.end && a.left === b.left && a.width === b.width;

/**
 * How far a strip scrolled to `scrollLeft` must move so that `tab` shows whole, clear of the edge fades:
 * negative to the start, positive to the end, 0 when it already shows.
 */
export function offsetToReveal(list: DOMRect, tab: DOMRect, margin = CUE_WIDTH_PX): number {
  const before = tab.left - (list.left + margin);
  if (before < 0) return before;
  const after = tab.right - (list.right - margin);
  return after > 0 ? after : 0;
}

function revealActiveTab(
  list: HTMLElement,
  behavior: ScrollBehavior,
  tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]'),
) {
  if (!tab) return;
  const offset = offsetToReveal(list.getBoundingClientRect(), tab.getBoundingClientRect());
  const max = list.scrollWidth - list.clientWidth;
  const left = Math.min(Math.max(list.scrollLeft + offset, 0), Math.max(max, 0));
  // Already as far as it goes (the first or last tab, whose fade is gone there).
  if (left === list.scrollLeft) return;
  // Not scrollIntoView: it would also scroll the page to a strip below the fold when the page opens.
  if (typeof list.scrollTo === 'function') list.scrollTo({ left, behavior });
  else list.scrollLeft = left;
}

/**
 * A horizontally scrolling tab strip that says so: which edges hide tabs (for the fades and arrows), kept up to date
 * on scroll, resize and new texts (a language switch); and the active tab scrolled into view when the strip mounts
 * and whenever another tab becomes active (a click, the arrow keys, the address).
 */
export function useTabStripScroll(listRef: RefObject<HTMLElement | null>) {
  const [cues, setCues] = useState<ScrollCues>(NONE);

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = measure(list);
    setCues((was) => (sameCues(was, next) ? was : next));
  }, [listRef]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    revealActiveTab(list, 'instant');
    update();
    // A tab's width changes when its text does (web font loaded, language switched): the active one may move away.
    const resized = () => {
      revealActiveTab(list, 'instant');
      update();
    };
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(resized) : undefined;
    const observeAll = () => {
      resize?.disconnect();
      resize?.observe(list);
      for (const child of list.children) resize?.observe(child);
    };
    observeAll();
    const mutations = new MutationObserver((records) => {
      if (records.some((r) => r.type === 'attributes' && r.attributeName === 'data-state')) {
        revealActiveTab(list, 'smooth');
      }
      if (records.some((r) => r.type === 'childList')) observeAll();
      update();
    });
    mutations.observe(list, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    // A tab reached with the keyboard (Tab onto the strip, the arrow keys) shows whole, clear of the fades, too.
    const focused = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'tab') {
        revealActiveTab(list, 'smooth', event.target);
      }
    };
    list.addEventListener('focusin', focused);
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('focusin', focused);
      resize?.disconnect();
      mutations.disconnect();
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [listRef, update]);

  const scrollPage = useCallback(
    (direction: -1 | 1) => {
      const list = listRef.current;
      if (!list) return;
      const left = list.scrollLeft + direction * Math.max(list.clientWidth * 0.7, CUE_WIDTH_PX);
      if (typeof list.scrollTo === 'function') list.scrollTo({ left, behavior: 'smooth' });
      else list.scrollLeft = left;
    },
    [listRef],
  );

  return { cues, scrollPage };
}

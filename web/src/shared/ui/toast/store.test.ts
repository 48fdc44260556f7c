import { act, renderHook } from '@testing-library/react';
import { TIMINGS } from '@esn/contract';
import { backgroundToast, BACKGROUND_TOAST_MIN_SHOWN_MS, dismissToast, resetToasts, toast, useToast } from './store';

describe('toast store', () => {
  it('shows one toast at a time', async () => {
    const { result } = renderHook(() => useToast());
    await act(async () => {
      toast({ variant: 'error', description: 'first' });
      toast({ variant: 'success', description: 'second' });
    });
    expect(result.current.toasts.map((t) => t.description)).toEqual(['second']);
  });

  it('removes a dismissed toast after the removal delay', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = '';
    await act(async () => {
      id = toast({ description: 'bye' }).id;
    });
    await act(async () => {
      dismissToast(id);
    });
    expect(result.current.toasts[0]?.open).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(TIMINGS.toastRemoveDelayMs - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  describe('a background toast (a live notification)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      resetToasts();
    });
    afterEach(() => vi.useRealTimers());

    it('shows at once when no toast is open', async () => {
      const { result } = renderHook(() => useToast());
      await act(async () => backgroundToast({ description: 'badge' }));
      expect(result.current.toasts.map((t) => t.description)).toEqual(['badge']);
    });

    it('lets the toast of what the reader just did show for its minimum, then replaces it', async () => {
      const { result } = renderHook(() => useToast());
      await act(async () => {
        toast({ variant: 'success', description: 'accepted' });
        backgroundToast({ description: 'badge' });
      });
      expect(result.current.toasts.map((t) => t.description)).toEqual(['accepted']);
      await act(async () => vi.advanceTimersByTime(BACKGROUND_TOAST_MIN_SHOWN_MS - 1));
      expect(result.current.toasts.map((t) => t.description)).toEqual(['accepted']);
      await act(async () => vi.advanceTimersByTime(1));
      expect(result.current.toasts.map((t) => t.description)).toEqual(['badge']);
    });

    it('replaces a toast that has already shown long enough at once', async () => {
      const { result } = renderHook(() => useToast());
      await act(async () => toast({ description: 'old' }));
      await act(async () => vi.advanceTimersByTime(BACKGROUND_TOAST_MIN_SHOWN_MS));
      await act(async () => backgroundToast({ description: 'badge' }));
      expect(result.current.toasts.map((t) => t.description)).toEqual(['badge']);
    });
  });
});

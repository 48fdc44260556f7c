import { act, renderHook } from '@testing-library/react';
import { TIMINGS } from '@esn/contract';
import { dismissToast, toast, useToast } from './store';

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
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { stubFetch } from '../../test/fetchStub';
import { useRegister, useTournament } from './api';
import { makeTournament } from './testing/factories';

describe('tournament mutations', () => {
  it("run the caller's own onSuccess (its toast) at once, without waiting for the refetch they start", async () => {
    let reads = 0;
    stubFetch({
      // The first read answers; the refetch after the registration never does (a slow server, or the caller gone).
      '/api/tournaments/t1': () => (reads++ === 0 ? Response.json(makeTournament()) : new Promise<Response>(() => {})),
      'POST /api/tournaments/t1/registrations': Response.json({ registration: { id: 'r1' } }, { status: 201 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ tournament: useTournament('t1'), register: useRegister('t1') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.tournament.isSuccess).toBe(true));

    const toast = vi.fn();
    result.current.register.mutate({}, { onSuccess: toast });
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(reads).toBe(2);
  });
});

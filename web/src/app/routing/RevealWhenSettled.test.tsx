import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';

/** A fresh module per test: it remembers across renders whether a first page was revealed. */
async function load() {
  vi.resetModules();
  return import('./RevealWhenSettled');
}

function renderPage(RevealWhenSettled: (props: { children: React.ReactNode }) => React.ReactElement) {
  const client = new QueryClient();
  // A query that never answers keeps the page behind the loading state until the cap.
  void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
  render(
    <QueryClientProvider client={client}>
      <RevealWhenSettled>
        <h1>Sayfa</h1>
      </RevealWhenSettled>
    </QueryClientProvider>,
  );
}

const hidden = () => screen.getByRole('heading', { hidden: true }).parentElement?.className ?? '';

describe('RevealWhenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a first page whose data is late REVEAL_CAP_MS after it mounts', async () => {
    const { RevealWhenSettled, REVEAL_CAP_MS } = await load();
    renderPage(RevealWhenSettled);
    expect(hidden()).toContain('invisible');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REVEAL_CAP_MS - 1);
    });
    expect(hidden()).toContain('invisible');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(hidden()).toBe('contents');
  });

  it('counts the cap from the start of the visit when main.tsx started it, not again from the mount', async () => {
    const { RevealWhenSettled, REVEAL_CAP_MS, startRevealCap } = await load();
    startRevealCap(performance.now());
    // main.tsx waited 1 s for the data before the first render.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    renderPage(RevealWhenSettled);
    expect(hidden()).toContain('invisible');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REVEAL_CAP_MS - 1000);
    });
    expect(hidden()).toBe('contents');
  });

  it('gives a page shown after the cap was stopped (nobody was signed in at boot) the whole cap', async () => {
    const { RevealWhenSettled, REVEAL_CAP_MS, startRevealCap, stopRevealCap } = await load();
    startRevealCap(performance.now());
    stopRevealCap();
    // Signing in on the landing page took a while.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    renderPage(RevealWhenSettled);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REVEAL_CAP_MS - 1);
    });
    expect(hidden()).toContain('invisible');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(hidden()).toBe('contents');
  });
});

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

/** Advances the clock: the page is still hidden 1 ms before `ms`, and shown at `ms`. */
async function expectRevealedAfter(ms: number) {
  await advance(ms - 1);
  expect(hidden()).toContain('invisible');
  await advance(1);
  expect(hidden()).toBe('contents');
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const hidden = () => screen.getByRole('heading', { hidden: true }).parentElement?.className ?? '';

describe('RevealWhenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a first page whose data is late REVEAL_CAP_MS after it mounts', async () => {
    const { RevealWhenSettled, REVEAL_CAP_MS } = await load();
    renderPage(RevealWhenSettled);
    expect(hidden()).toContain('invisible');
    await expectRevealedAfter(REVEAL_CAP_MS);
  });

  it('counts the cap from the start of the visit when main.tsx started it, not again from the mount', async () => {
    const { RevealWhenSettled, REVEAL_CAP_MS, startRevealCap } = await load();
    startRevealCap(performance.now());
    // main.tsx waited 1 s for the data before the first render.
    await advance(1000);
    renderPage(RevealWhenSettled);
    await expectRevealedAfter(REVEAL_CAP_MS - 1000);
  });

  it('gives a page shown after the cap was stopped (nobody was signed in at boot) the whole cap', async () => {
    const { RevealWhenSettled, REVEAL_CAP_MS, startRevealCap, stopRevealCap } = await load();
    startRevealCap(performance.now());
    stopRevealCap();
    // Signing in on the landing page took a while.
    await advance(10_000);
    renderPage(RevealWhenSettled);
    await expectRevealedAfter(REVEAL_CAP_MS);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
import { offsetToReveal } from './tabStripScroll';

/**
 * jsdom lays nothing out, so the strip's geometry is given here: a 300 px strip holding `count` tabs of 150 px,
 * scrolled by `scrollLeft` (which scrollTo moves, clamped, firing a scroll event like a browser).
 */
const TAB_PX = 150;
const STRIP_PX = 300;
let count = 5;
const scrolled = new WeakMap<Element, number>();
const isStrip = (el: Element) => el.getAttribute('role') === 'tablist';
const rect = (left: number, width: number) =>
  ({ left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0 }) as DOMRect;

function stripGeometry() {
  const get = (prop: string, fn: (el: HTMLElement) => number) =>
    vi.spyOn(HTMLElement.prototype, prop as 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return fn(this);
    });
  get('scrollWidth', (el) => (isStrip(el) ? count * TAB_PX : 0));
  get('clientWidth', (el) => (isStrip(el) ? STRIP_PX : 0));
  get('offsetWidth', (el) => (isStrip(el) ? STRIP_PX : 0));
  get('offsetLeft', () => 0);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return scrolled.get(this) ?? 0;
  });
  const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
    const max = count * TAB_PX - STRIP_PX;
    scrolled.set(this, Math.min(Math.max(options.left ?? 0, 0), max));
    this.dispatchEvent(new Event('scroll'));
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (isStrip(this)) return rect(0, STRIP_PX);
    const strip = this.closest('[role="tablist"]');
    const index = strip ? [...strip.querySelectorAll('[role="tab"]')].indexOf(this) : -1;
    return index < 0 ? rect(0, 0) : rect(index * TAB_PX - (scrolled.get(strip!) ?? 0), TAB_PX);
  });
  return scrollTo;
}

const NAMES = ['Genel bakış', 'Katılımcılar', 'Eşleşme ağacı', 'Maçlar', 'Sıralama'];

function Strip({ value, defaultValue }: { value?: string; defaultValue?: string }) {
  const names = NAMES.slice(0, count);
  return (
    <Tabs value={value} defaultValue={defaultValue}>
      <TabsList aria-label="Turnuva bölümleri">
        {names.map((name) => (
          <TabsTrigger key={name} value={name}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {names.map((name) => (
        <TabsContent key={name} value={name}>
          {name} içeriği
        </TabsContent>
      ))}
    </Tabs>
  );
}

const cue = (side: 'start' | 'end') => document.querySelector(`[data-cue="${side}"]`);

beforeEach(() => {
  count = 5;
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

describe('tab strip that scrolls visibly', () => {
  it('shows no cue when every tab fits', () => {
    stripGeometry();
    count = 2;
    render(<Strip defaultValue={NAMES[0]} />);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.queryByTestId('tab-scroll-cues')).toBeNull();
  });

  it('fades the edges that hide tabs, following the scroll, out of the tab order and the accessibility tree', () => {
    stripGeometry();
    render(<Strip defaultValue={NAMES[0]} />);
    const strip = screen.getByRole('tablist', { name: 'Turnuva bölümleri' });
    // At the start: only the end hides tabs.
    expect(cue('start')).toBeNull();
    expect(cue('end')).not.toBeNull();
    expect(screen.getByTestId('tab-scroll-cues')).toHaveAttribute('aria-hidden', 'true');
    expect(cue('end')).toHaveAttribute('tabindex', '-1');
    // Half-way: both edges.
    act(() => strip.scrollTo({ left: 300 }));
    expect(cue('start')).not.toBeNull();
    expect(cue('end')).not.toBeNull();
    // At the end: only the start.
    act(() => strip.scrollTo({ left: 10_000 }));
    expect(cue('start')).not.toBeNull();
    expect(cue('end')).toBeNull();
  });

  it('scrolls on by most of a strip when an arrow is clicked', async () => {
    const scrollTo = stripGeometry();
    render(<Strip defaultValue={NAMES[0]} />);
    scrollTo.mockClear();
    await userEvent.click(cue('end')!);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: STRIP_PX * 0.7, behavior: 'smooth' });
    await userEvent.click(cue('start')!);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('brings an active tab beyond the edge into view when the strip appears, without a fade over it', () => {
    const scrollTo = stripGeometry();
    render(<Strip value="Maçlar" />);
    // "Maçlar" spans 450–600: scrolled so that it ends 40 px (the fade) before the strip's end.
    expect(scrollTo).toHaveBeenCalledWith({ left: 600 - STRIP_PX + 40, behavior: 'instant' });
    expect(screen.getByRole('tab', { name: 'Maçlar' })).toHaveAttribute('aria-selected', 'true');
    expect(cue('start')).not.toBeNull();
  });

  it('keeps the tab the keyboard activates in view', async () => {
    const scrollTo = stripGeometry();
    render(<Strip defaultValue={NAMES[0]} />);
    expect(scrollTo).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: NAMES[0] }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: NAMES[1] })).toHaveAttribute('aria-selected', 'true');
    // "Katılımcılar" (150–300) would end under the fade: it moves 40 px in.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 40, behavior: 'smooth' });
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: NAMES[4] })).toHaveAttribute('aria-selected', 'true');
    // The last tab: as far as the strip goes.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 750 - STRIP_PX, behavior: 'smooth' });
    expect(cue('end')).toBeNull();
  });

  it('brings the tab that gets the focus into view (the active one scrolled away, reached with Tab)', () => {
    const scrollTo = stripGeometry();
    render(<Strip defaultValue={NAMES[0]} />);
    const strip = screen.getByRole('tablist');
    act(() => strip.scrollTo({ left: 450 }));
    scrollTo.mockClear();
    act(() => screen.getByRole('tab', { name: NAMES[0] }).focus());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('updates the cues when the strip is resized', () => {
    stripGeometry();
    count = 2;
    render(<Strip defaultValue={NAMES[0]} />);
    expect(cue('end')).toBeNull();
    count = 3;
    act(() => void fireEvent(window, new Event('resize')));
    expect(cue('end')).not.toBeNull();
  });
});

describe('offsetToReveal', () => {
  const strip = rect(0, 300);
  it('is 0 for a tab that shows whole, clear of the fades', () => {
    expect(offsetToReveal(strip, rect(100, 100))).toBe(0);
  });
  it('is negative for a tab hidden at the start, positive for one hidden at the end', () => {
    expect(offsetToReveal(strip, rect(-120, 100))).toBe(-160);
    expect(offsetToReveal(strip, rect(250, 100))).toBe(90);
  });
});

describe('tab panel', () => {
  it('is the tab stop after its tab, and shows the focus ring there (no invisible stop)', async () => {
    count = 2;
    render(<Strip defaultValue={NAMES[0]} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: NAMES[0] })).toHaveFocus();
    await user.tab();
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveFocus();
    expect(panel.className).toContain('focus-visible:ring-2');
  });
});

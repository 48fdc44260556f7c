import * as TabsPrimitive from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './focus';
import { useTabStripScroll } from './tabStripScroll';

export const Tabs = TabsPrimitive.Root;

/**
 * A tab strip that fits or scrolls visibly: when its tabs are wider than the screen (a phone), the strip scrolls
 * sideways without a scrollbar, and each edge that hides tabs fades out under an arrow that scrolls further. The
 * active tab is kept in view. Keyboard users move with the arrow keys (Radix), which also brings the tab into view,
 * so the arrows are for pointers only and stay out of the tab order and the accessibility tree.
 */
export function TabsList({ className, ...props }: TabsPrimitive.TabsListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const { cues, scrollPage } = useTabStripScroll(listRef);
  return (
    <div className="relative min-w-0">
      <TabsPrimitive.List
        ref={listRef}
        className={cn(
          'flex gap-1 overflow-x-auto rounded-xl border border-zinc-800 bg-zinc-950/60 p-1',
          '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          className,
        )}
        {...props}
      />
      {(cues.start || cues.end) && (
        <div
          aria-hidden="true"
          data-testid="tab-scroll-cues"
          className="pointer-events-none absolute inset-y-0"
          style={{ left: cues.left, width: cues.width }}
        >
          {cues.start && <ScrollCue side="start" onClick={() => scrollPage(-1)} />}
          {cues.end && <ScrollCue side="end" onClick={() => scrollPage(1)} />}
        </div>
      )}
    </div>
  );
}

function ScrollCue({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const start = side === 'start';
  const Icon = start ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      tabIndex={-1}
      data-cue={side}
      onClick={onClick}
      className={cn(
        'pointer-events-auto absolute inset-y-px flex w-10 items-center text-zinc-200 hover:text-white',
        start
          ? 'left-px justify-start rounded-l-xl bg-gradient-to-r from-zinc-950 from-40% to-transparent pl-1'
          : 'right-px justify-end rounded-r-xl bg-gradient-to-l from-zinc-950 from-40% to-transparent pr-1',
      )}
    >
      <Icon className="h-4 w-4" />
    </button>
  );
}

export function TabsTrigger({ className, ...props }: TabsPrimitive.TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-zinc-400 transition-colors hover:text-white',
        'data-[state=active]:bg-zinc-800 data-[state=active]:text-white',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: TabsPrimitive.TabsContentProps) {
  // A panel is a tab stop (WAI-ARIA tabs): it shows the focus ring like every other stop, never an invisible one.
  return <TabsPrimitive.Content className={cn('mt-4 rounded-lg', focusRing, className)} {...props} />;
}

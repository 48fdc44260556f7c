import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';
import { focusRing } from './focus';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: TabsPrimitive.TabsListProps) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 overflow-x-auto rounded-xl border border-zinc-800 bg-zinc-950/60 p-1', className)}
      {...props}
    />
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
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}

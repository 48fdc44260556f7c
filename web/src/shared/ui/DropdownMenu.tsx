import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={8}
        className={cn(
          'z-50 min-w-56 rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 text-sm text-zinc-200 shadow-2xl shadow-black/50',
          className,
        )}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

const itemClasses =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white';

export function DropdownMenuItem({ className, ...props }: Menu.DropdownMenuItemProps) {
  return <Menu.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: Menu.DropdownMenuLabelProps) {
  return <Menu.Label className={cn('px-3 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-zinc-800" />;
}

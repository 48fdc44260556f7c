import * as Menu from '@radix-ui/react-dropdown-menu';
import { cn } from '../lib/cn';

/**
 * Not modal: a modal menu hides the rest of the page with aria-hidden while it is open, and that page is full
 * of focusable elements (axe's aria-hidden-focus). A menu needs no modality: it closes when focus or a click
 * goes elsewhere.
 */
export function DropdownMenu({ modal = false, ...props }: Menu.DropdownMenuProps) {
  return <Menu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
/** An item without the default row styling, for compact controls that bring their own classes. */
export const DropdownMenuBareItem = Menu.Item;

export function DropdownMenuContent({ className, ...props }: Menu.DropdownMenuContentProps) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        {...props}
        className={cn(
          'z-50 min-w-56 rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 text-sm text-zinc-200 shadow-2xl shadow-black/50',
          className,
        )}
      />
    </Menu.Portal>
  );
}

const dropdownItemClasses =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white';

export function DropdownMenuItem({ className, ...props }: Menu.DropdownMenuItemProps) {
  return <Menu.Item className={cn(dropdownItemClasses, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: Menu.DropdownMenuLabelProps) {
  return <Menu.Label className={cn('px-3 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-zinc-800" />;
}

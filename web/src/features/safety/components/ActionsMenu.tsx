import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { cn } from '../../../shared/lib/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../shared/ui/DropdownMenu';
import { focusRing } from '../../../shared/ui/focus';

export interface MenuAction {
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * The "more" (⋯) menu of a post, a comment, a profile or a team: the actions that do not deserve a button of
 * their own. `triggerRef` lets a dialog opened from an item give focus back to the button when it closes (the item
 * it was opened from is gone by then).
 */
export function ActionsMenu({
  label,
  actions,
  triggerRef,
  className,
}: {
  /** The trigger's accessible name, e.g. "Options for Ayşe's post". */
  label: string;
  actions: readonly MenuAction[];
  triggerRef?: RefObject<HTMLButtonElement | null>;
  className?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label={label}
        className={cn(
          'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-zinc-400 hover:bg-zinc-800 hover:text-white data-[state=open]:bg-zinc-800 data-[state=open]:text-white',
          focusRing,
          className,
        )}
      >
        <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48">
        {actions.map(({ key, label: text, icon: Icon, onSelect, danger }) => (
          <DropdownMenuItem key={key} onSelect={onSelect} className={danger ? 'text-rose-300' : undefined}>
            <Icon className="h-4 w-4" aria-hidden="true" />
            {text}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * For a dialog opened from the menu: the menu's button (`triggerRef`) gets focus back when the dialog closes
 * (`onCloseAutoFocus`), not the top of the page.
 */
export function useMenuFocusReturn() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onCloseAutoFocus = (event: Event) => {
    if (!triggerRef.current) return;
    event.preventDefault();
    triggerRef.current.focus();
  };
  return { triggerRef, onCloseAutoFocus };
}

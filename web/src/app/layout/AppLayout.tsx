import type { User } from '@esn/contract';
import type { ReactNode } from 'react';
import { cn } from '../../shared/lib/cn';
import { useRememberLanguage } from '../../features/account/useRememberLanguage';
import { MatchResultDialogHost } from '../../features/matches/components/MatchResultDialogHost';
import {
  CHAT_LAUNCHER_CLEARANCE,
  ChatLauncher,
  useChatLauncherShown,
} from '../../features/messages/components/ChatLauncher';
import { TopNav } from '../../features/navigation/components/TopNav';
import { InvitationDialogHost } from '../../features/teams/components/InvitationDialogHost';
import { TransferDialogHost } from '../../features/transfers/components/TransferDialogHost';
import { TooltipProvider } from '../../shared/ui/Tooltip';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** Tooltips only exist in the signed-in shell, so their provider (and Radix's popper) loads with it. */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const chatLauncher = useChatLauncherShown();
  useRememberLanguage(user.id);
  return (
    <TooltipProvider>
      <div className="flex min-h-screen flex-col bg-zinc-950">
        <SkipLink />
        <TopNav user={user} />
        {/* At least a screen high: while a page loads, the footer stays below the fold instead of jumping down. */}
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            'mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none',
            chatLauncher && CHAT_LAUNCHER_CLEARANCE,
          )}
        >
          {children}
        </main>
        <SiteFooter />
        <InvitationDialogHost />
        <TransferDialogHost />
        <MatchResultDialogHost />
        <ChatLauncher />
      </div>
    </TooltipProvider>
  );
}

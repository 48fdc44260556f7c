import type { User } from '@esn/contract';
import type { ReactNode } from 'react';
import { TopNav } from '../../features/navigation/components/TopNav';
import { InvitationDialogHost } from '../../features/teams/components/InvitationDialogHost';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-zinc-950">
      <SkipLink />
      <TopNav user={user} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <InvitationDialogHost />
    </div>
  );
}

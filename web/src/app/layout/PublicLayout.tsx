import type { User } from '@esn/contract';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../features/auth/api';
import { useSiteName } from '../../features/settings/api';
import { cn } from '../../shared/lib/cn';
import { BrandMark } from '../../shared/ui/BrandMark';
import { Button } from '../../shared/ui/Button';
import { focusRing } from '../../shared/ui/focus';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** Visitors and users still in onboarding: brand, language and (when signed in) a way out. */
export function PublicLayout({ user, children }: { user: User | null; children: ReactNode }) {
  const { t } = useTranslation('nav');
  const siteName = useSiteName();
  return (
    <div className="flex min-h-screen flex-col bg-zinc-950 bg-[radial-gradient(ellipse_at_top,_rgba(139,92,246,0.18),_transparent_55%)]">
      <SkipLink />
      <header className="border-b border-zinc-800/60">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
          <Link to="/" className={cn('rounded-md text-lg', focusRing)} aria-label={t('homeOf', { name: siteName })}>
            <BrandMark name={siteName} />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            {user && (
              <Button variant="ghost" size="sm" onClick={logout}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {t('logout')}
              </Button>
            )}
          </div>
        </div>
      </header>
      {/* At least a screen high: while a page loads, the footer stays below the fold instead of jumping down. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

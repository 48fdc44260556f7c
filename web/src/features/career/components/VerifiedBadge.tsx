import { PenLine, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Marks an entry the platform recorded itself (not the owner's word). */
export function VerifiedBadge() {
  const { t } = useTranslation('career');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-medium text-emerald-300 print:text-emerald-800">
      <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {t('verified.badge')}
    </span>
  );
}

/** Marks an entry its owner wrote himself (editable, not checked by the platform). */
export function SelfDeclaredBadge() {
  const { t } = useTranslation('career');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-zinc-700/50 px-2 py-0.5 text-xs font-medium text-zinc-300 print:text-zinc-700">
      <PenLine className="h-3.5 w-3.5" aria-hidden="true" />
      {t('verified.selfDeclared')}
    </span>
  );
}

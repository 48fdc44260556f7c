import { TIMINGS } from '@esn/contract';
import { Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../features/settings/api';
import { BrandMark } from '../../shared/ui/BrandMark';
import { useFormatPercent } from '../../shared/lib/percent';

const STATUS_KEYS = [
  'pageLoading.status.starting',
  'pageLoading.status.players',
  'pageLoading.status.teams',
  'pageLoading.status.tournaments',
  'pageLoading.status.dashboard',
] as const;

interface PageLoadingScreenProps {
  /** Whole run; spec §2 says about 5 s, the post-login screen uses 4 s. */
  durationMs?: number;
}

/** Spec §2: name, tagline, a progress bar filling in 5 steps, rotating status texts and a profile tip. */
export function PageLoadingScreen({ durationMs = TIMINGS.pageLoadingMs }: PageLoadingScreenProps) {
  const { t } = useTranslation('common');
  const formatPercent = useFormatPercent();
  const siteName = useSiteName();
  const steps = TIMINGS.pageLoadingSteps;
  const [step, setStep] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, steps)), durationMs / steps);
    return () => clearInterval(timer);
  }, [durationMs, steps]);

  const percent = Math.round((step / steps) * 100);
  const status = STATUS_KEYS[Math.min(step, STATUS_KEYS.length - 1)] ?? STATUS_KEYS[0];

  return (
    <div className="flex min-h-screen items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(139,92,246,0.25),_transparent_60%)] bg-zinc-950 px-6">
      <div className="w-full max-w-md text-center">
        <BrandMark name={siteName} className="text-3xl" />
        <p className="mt-3 text-sm text-zinc-300">{t('tagline')}</p>
        <div
          role="progressbar"
          aria-label={t('pageLoading.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-8 h-2 w-full overflow-hidden rounded-full bg-zinc-800"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-violet-500 to-cyan-400 transition-[width] duration-700 ease-out"
            style={{ width: `${percent}%` }}
          />
        </div>
        <div className="mt-3 flex justify-between text-xs text-zinc-400">
          <span aria-live="polite">{t(status)}</span>
          <span>{formatPercent(percent / 100)}</span>
        </div>
        <p className="mt-10 flex items-start gap-2 rounded-xl border border-zinc-800 bg-zinc-900/70 p-4 text-left text-sm text-zinc-300">
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
          <span>{t('pageLoading.tip')}</span>
        </p>
      </div>
    </div>
  );
}

import {
  ArrowLeftRight,
  GraduationCap,
  IdCard,
  MessagesSquare,
  Network,
  Swords,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The features of spec §1, one card each. */
const FEATURES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'profile', icon: IdCard },
  { key: 'teams', icon: Users },
  { key: 'tournaments', icon: Trophy },
  { key: 'transfers', icon: ArrowLeftRight },
  { key: 'coaching', icon: GraduationCap },
  { key: 'challenges', icon: Swords },
  { key: 'social', icon: MessagesSquare },
  { key: 'network', icon: Network },
];

export function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title" className="py-16">
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-white">
        {t('features.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-400">{t('features.subtitle')}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5 transition-colors hover:border-violet-700/60"
          >
            <span className="inline-flex rounded-xl bg-gradient-to-br from-violet-600/30 to-cyan-500/20 p-2.5 text-cyan-200">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-white">{t(`features.items.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-zinc-400">{t(`features.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

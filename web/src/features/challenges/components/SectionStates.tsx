import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';

export function SectionLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
      <Spinner size="sm" />
      {text}
    </p>
  );
}

export function SectionError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('challenges');
  return (
    <div className="flex flex-wrap items-center gap-3 py-6 text-sm text-zinc-400">
      <p role="alert">{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function SectionEmpty({ text }: { text: string }) {
  return <p className="py-6 text-sm text-zinc-400">{text}</p>;
}

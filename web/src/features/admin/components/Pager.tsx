import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import type { AdminListSection } from './AdminListHead';
import { QueryStates } from './ListStates';

/**
 * Keyset pages one at a time: the cursors of the pages opened so far (so "previous" works without the server
 * paging backwards); new filters (`filtersKey`) start again at page 1.
 */
export function useCursorPages(filtersKey: string) {
  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: filtersKey,
    cursors: [undefined],
  });
  const cursors = paging.key === filtersKey ? paging.cursors : [undefined];
  const index = cursors.length - 1;
  const goTo = (next: (string | undefined)[]) => setPaging({ key: filtersKey, cursors: next });
  return {
    cursor: cursors[index],
    index,
    next: (cursor: string) => goTo([...cursors, cursor]),
    previous: () => goTo(cursors.slice(0, -1)),
  };
}

interface PagerProps {
  label: string;
  index: number;
  nextCursor: string | null | undefined;
  busy: boolean;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

/** "Previous · Page n · Next" under a table; absent while everything fits on the first page. */
function Pager({ label, index, nextCursor, busy, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation('admin');
  if (index === 0 && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={index === 0 || busy} onClick={onPrevious}>
        {t('area.previous')}
      </Button>
      <span className="text-sm text-zinc-400" aria-live="polite">
        {t('area.page', { page: index + 1 })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={!nextCursor || busy}
        onClick={() => nextCursor && onNext(nextCursor)}
      >
        {t('area.next')}
      </Button>
    </nav>
  );
}

interface PagedListProps {
  /** The section's key in the `admin` namespace: its loading, loadError, empty and pages texts. */
  section: AdminListSection;
  list: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data?: { nextCursor: string | null };
    refetch: () => unknown;
  };
  empty: boolean;
  pages: ReturnType<typeof useCursorPages>;
  children: ReactNode;
}

/** A section's table, one keyset page at a time: loading, failed with a retry, empty, or the table and its pager. */
export function PagedList({ section, list, empty, pages, children }: PagedListProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <QueryStates
        pending={list.isPending}
        failed={list.isError && !list.data}
        empty={empty}
        onRetry={() => void list.refetch()}
        texts={{
          loading: t(`${section}.loading`),
          error: t(`${section}.loadError`),
          empty: t(`${section}.empty`),
          retry: t('area.retry'),
        }}
      >
        {children}
      </QueryStates>
      <Pager
        label={t(`${section}.pages`)}
        index={pages.index}
        nextCursor={list.data?.nextCursor}
        busy={list.isFetching}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}

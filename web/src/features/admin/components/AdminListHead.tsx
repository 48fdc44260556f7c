import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../shared/ui/SearchInput';

/** The admin area's list sections: their texts live under this key of the `admin` namespace. */
export type AdminListSection = 'users' | 'teams' | 'results';

/** The id of a list section's heading, for the section's `aria-labelledby`. */
export const listTitleId = (section: AdminListSection) => `admin-${section}-title`;

interface AdminListHeadProps {
  section: AdminListSection;
  query: string;
  onQuery: (query: string) => void;
  /** The section's filters and sort, after the search box. */
  children: ReactNode;
}

/** A list section's heading and introduction, then its search row: the search box and the section's filters. */
export function AdminListHead({ section, query, onQuery, children }: AdminListHeadProps) {
  const { t } = useTranslation('admin');
  const searchId = `admin-${section}-search`;
  return (
    <>
      <div>
        <h2 id={listTitleId(section)} className="text-lg font-semibold text-white">
          {t(`${section}.title`)}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">{t(`${section}.intro`)}</p>
      </div>
      <div
        role="search"
        aria-label={t(`${section}.filters`)}
        className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4"
      >
        <div className="col-span-2">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-zinc-200">
            {t(`${section}.search`)}
          </label>
          <SearchInput id={searchId} value={query} onValue={onQuery} placeholder={t(`${section}.searchPlaceholder`)} />
        </div>
        {children}
      </div>
    </>
  );
}

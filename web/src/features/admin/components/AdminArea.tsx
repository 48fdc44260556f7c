import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { AdminViewerContext } from '../adminViewer';
import { ADMIN_SECTIONS, DEFAULT_SECTION, sectionFrom } from '../sections';
import { LoadingState } from './ListStates';

function SectionLoading() {
  const { t } = useTranslation('common');
  return <LoadingState>{t('loading')}</LoadingState>;
}

/**
 * The admin area's sections as tabs, the open one in the address (`?section=`), so a reload or a shared link lands
 * on it. One tree for both ways in: /eadmincv/dashboard (bearer token) and /admin (an admin's session).
 */
export function AdminArea({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params.get('section'));
  const openSection = (id: string) => setParams(id === DEFAULT_SECTION ? {} : { section: id }, { replace: true });

  return (
    <AdminViewerContext.Provider value={{ id: viewerId }}>
      <Tabs value={section} onValueChange={openSection} className="mt-8">
        {/* Eight tabs: in rows on a phone, one row from a tablet up. */}
        <TabsList aria-label={t('dashboard.sections')} className="w-full flex-wrap lg:w-fit lg:flex-nowrap">
          {ADMIN_SECTIONS.map((s) => (
            <TabsTrigger key={s.id} value={s.id} className="min-w-[8.5rem] sm:min-w-fit">
              {t(`sections.${s.id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_SECTIONS.map(({ id, Component }) => (
          <TabsContent key={id} value={id}>
            <Suspense fallback={<SectionLoading />}>
              <Component />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </AdminViewerContext.Provider>
  );
}

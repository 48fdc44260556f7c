import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { FollowList } from './FollowList';

export interface ProfileTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The profile's sections. Followers and following exist now; the profiles feature puts Posts and About
 * (spec §2) in front through `leading`.
 */
export function ProfileTabs({ userId, leading = [] }: { userId: string; leading?: ProfileTab[] }) {
  const { t } = useTranslation('profile');
  const tabs: ProfileTab[] = [
    ...leading,
    { value: 'followers', label: t('tabs.followers'), content: <FollowList userId={userId} kind="followers" /> },
    { value: 'following', label: t('tabs.following'), content: <FollowList userId={userId} kind="following" /> },
  ];
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

import { useTranslation } from 'react-i18next';
import { useUserPosts } from '../api';
import { PostList } from './PostList';

/** The Posts tab of a profile: that person's posts and shares, newest first, page by page. */
export function UserPosts({ userId }: { userId: string }) {
  const { t } = useTranslation('posts');
  const query = useUserPosts(userId);
  return <PostList query={query} empty={t('list.emptyUser')} label={t('list.userLabel')} />;
}

import { PostPage } from '@esn/contract';
import type { AppContext } from '../../context';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { postsRepository } from './posts.repository';
import { presentPosts } from './posts.presenter';

/** What the route would send for the page: checked against the contract, then serialised. */
const toJson = (page: PostPage) => JSON.stringify(PostPage.parse(page));

/**
 * A page of the wall, as the JSON the route sends. The reader's authors (follows + connections) come from
 * memory (FeedCache), so a page costs ONE statement whatever its size: its keys and its posts as the reader
 * sees them (two for people with thousands of authors). The first page, opened on every visit, is answered
 * from memory while nothing it shows has changed.
 */
export async function wallJson(ctx: AppContext, readerId: string, limit: number, cursor?: string): Promise<string> {
  const after = decodeCursor(cursor);
  const authorsOf = () => ctx.feedCache.authorsOf(readerId, () => postsRepository.feedAuthors(ctx.db, readerId));
  const read = async (authors: string[]): Promise<PostPage> => {
    const { keys, views } = await postsRepository.feedViews(ctx.db, authors, readerId, limit + 1, after);
    const { items, nextCursor } = pageOf(keys, limit, (k) => k);
    return {
      items: presentPosts(
        items.map((k) => k.id),
        views,
      ),
      nextCursor,
    };
  };
  if (after) return toJson(await read(await authorsOf()));
  return ctx.feedCache.firstPage(readerId, limit, async () => {
    const authors = await authorsOf();
    const page = await read(authors);
    return { page, json: toJson(page), authors };
  });
}

// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { postsEndpoints as E } from './endpoints';

export const postsApi = {
  createPost: route<(typeof E)['createPost']>('createPost', 'POST', '/api/posts', 'user'),
  getPost: route<(typeof E)['getPost']>('getPost', 'GET', '/api/posts/:id', 'user'),
  deletePost: route<(typeof E)['deletePost']>('deletePost', 'DELETE', '/api/posts/:id', 'user'),
  getFeed: route<(typeof E)['getFeed']>('getFeed', 'GET', '/api/feed', 'user'),
  listUserPosts: route<(typeof E)['listUserPosts']>('listUserPosts', 'GET', '/api/users/:id/posts', 'user'),
  listTagPosts: route<(typeof E)['listTagPosts']>('listTagPosts', 'GET', '/api/tags/:tag/posts', 'user'),
  likePost: route<(typeof E)['likePost']>('likePost', 'PUT', '/api/posts/:id/like', 'user'),
  unlikePost: route<(typeof E)['unlikePost']>('unlikePost', 'DELETE', '/api/posts/:id/like', 'user'),
  sharePost: route<(typeof E)['sharePost']>('sharePost', 'POST', '/api/posts/:id/share', 'user'),
  votePoll: route<(typeof E)['votePoll']>('votePoll', 'POST', '/api/posts/:id/vote', 'user'),
  listPostComments: route<(typeof E)['listPostComments']>('listPostComments', 'GET', '/api/posts/:id/comments', 'user'),
  createComment: route<(typeof E)['createComment']>('createComment', 'POST', '/api/posts/:id/comments', 'user'),
  deleteComment: route<(typeof E)['deleteComment']>('deleteComment', 'DELETE', '/api/comments/:id', 'user'),
};

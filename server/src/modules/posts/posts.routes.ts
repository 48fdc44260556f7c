import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Comment,
  CommentIdParams,
  CommentPage,
  CreateCommentBody,
  CreatePostBody,
  LikeState,
  pageQuery,
  Post,
  PostIdParams,
  PostPage,
  SharePostBody,
  TagParams,
  UserIdParams,
  VoteBody,
} from '@esn/contract';
import { sendJson } from '../../lib/json-reply';
import { currentUser } from '../../plugins/auth';
import { wallJson } from './feed.service';
import * as comments from './comments.service';
import * as posts from './posts.service';

/** Posts and the wall. Every post is visible to everyone signed in; only its author deletes it. */
export default async function postsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['posts'];
  const noContent = { 204: z.null() };

  r.post(
    '/api/posts',
    { ...base, schema: { tags, body: CreatePostBody, response: { 201: Post } } },
    async (req, reply) => reply.code(201).send(await posts.createPost(app.ctx, currentUser(req), req.body)),
  );

  r.get('/api/posts/:id', { ...base, schema: { tags, params: PostIdParams, response: { 200: Post } } }, async (req) =>
    posts.getPost(app.ctx, currentUser(req).id, req.params.id),
  );

  r.delete(
    '/api/posts/:id',
    { ...base, schema: { tags, params: PostIdParams, response: noContent } },
    async (req, reply) => {
      await posts.deletePost(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // Sent as ready JSON: the first page comes from memory already serialised (see feed.service.ts).
  r.get(
    '/api/feed',
    { ...base, schema: { tags, querystring: pageQuery, response: { 200: PostPage } } },
    async (req, reply) =>
      sendJson(reply, await wallJson(app.ctx, currentUser(req).id, req.query.limit, req.query.cursor)),
  );

  r.get(
    '/api/users/:id/posts',
    { ...base, schema: { tags, params: UserIdParams, querystring: pageQuery, response: { 200: PostPage } } },
    async (req) => posts.userPosts(app.ctx, currentUser(req).id, req.params.id, req.query.limit, req.query.cursor),
  );

  r.get(
    '/api/tags/:tag/posts',
    { ...base, schema: { tags, params: TagParams, querystring: pageQuery, response: { 200: PostPage } } },
    async (req) => posts.tagPosts(app.ctx, currentUser(req).id, req.params.tag, req.query.limit, req.query.cursor),
  );

  r.put(
    '/api/posts/:id/like',
    { ...base, schema: { tags, params: PostIdParams, response: { 200: LikeState } } },
    async (req) => posts.like(app.ctx, currentUser(req), req.params.id),
  );

  r.delete(
    '/api/posts/:id/like',
    { ...base, schema: { tags, params: PostIdParams, response: { 200: LikeState } } },
    async (req) => posts.unlike(app.ctx, currentUser(req), req.params.id),
  );

  r.post(
    '/api/posts/:id/share',
    { ...base, schema: { tags, params: PostIdParams, body: SharePostBody, response: { 201: Post } } },
    async (req, reply) =>
      reply.code(201).send(await posts.share(app.ctx, currentUser(req), req.params.id, req.body.body)),
  );

  r.post(
    '/api/posts/:id/vote',
    { ...base, schema: { tags, params: PostIdParams, body: VoteBody, response: { 200: Post } } },
    async (req) => posts.vote(app.ctx, currentUser(req), req.params.id, req.body.optionId),
  );

  r.get(
    '/api/posts/:id/comments',
    { ...base, schema: { tags, params: PostIdParams, querystring: pageQuery, response: { 200: CommentPage } } },
    async (req) =>
      comments.listComments(app.ctx, currentUser(req).id, req.params.id, req.query.limit, req.query.cursor),
  );

  r.post(
    '/api/posts/:id/comments',
    { ...base, schema: { tags, params: PostIdParams, body: CreateCommentBody, response: { 201: Comment } } },
    async (req, reply) =>
      reply.code(201).send(await comments.addComment(app.ctx, currentUser(req), req.params.id, req.body.body)),
  );

  r.delete(
    '/api/comments/:id',
    { ...base, schema: { tags, params: CommentIdParams, response: noContent } },
    async (req, reply) => {
      await comments.deleteComment(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}

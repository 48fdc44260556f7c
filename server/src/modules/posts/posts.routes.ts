import type { FastifyInstance } from 'fastify';
import { postsEndpoints } from '@esn/contract/posts/endpoints';
import { sendJson } from '../../lib/json-reply';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { wallJson } from './feed.service';
import * as comments from './comments.service';
import * as posts from './posts.service';

/** Posts and the wall. Every post is visible to everyone signed in; only its author deletes it. */
export default async function postsRoutes(app: FastifyInstance) {
  registerEndpoints(app, postsEndpoints, {
    createPost: async (req, reply) => reply.code(201).send(await posts.createPost(app.ctx, currentUser(req), req.body)),
    getPost: (req) => posts.getPost(app.ctx, currentUser(req).id, req.params.id),
    deletePost: async (req, reply) => {
      await posts.deletePost(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send();
    },
    // Sent as ready JSON: the first page comes from memory already serialised (see feed.service.ts).
    getFeed: async (req, reply) =>
      sendJson(reply, await wallJson(app.ctx, currentUser(req).id, req.query.limit, req.query.cursor)),
    listUserPosts: (req) =>
      posts.userPosts(app.ctx, currentUser(req).id, req.params.id, req.query.limit, req.query.cursor),
    listTagPosts: (req) =>
      posts.tagPosts(app.ctx, currentUser(req).id, req.params.tag, req.query.limit, req.query.cursor),
    likePost: (req) => posts.like(app.ctx, currentUser(req), req.params.id),
    unlikePost: (req) => posts.unlike(app.ctx, currentUser(req), req.params.id),
    sharePost: async (req, reply) =>
      reply.code(201).send(await posts.share(app.ctx, currentUser(req), req.params.id, req.body.body)),
    votePoll: (req) => posts.vote(app.ctx, currentUser(req), req.params.id, req.body.optionId),
    listPostComments: (req) =>
      comments.listComments(app.ctx, currentUser(req).id, req.params.id, req.query.limit, req.query.cursor),
    createComment: async (req, reply) =>
      reply.code(201).send(await comments.addComment(app.ctx, currentUser(req), req.params.id, req.body.body)),
    deleteComment: async (req, reply) => {
      await comments.deleteComment(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send();
    },
  });
}

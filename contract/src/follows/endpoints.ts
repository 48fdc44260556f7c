import { pageQuery } from '../common';
import { defineEndpoints } from '../endpoint';
import { FollowState, UserIdParams, UserPage, UserSummary } from '../users/schemas';

export const followsEndpoints = defineEndpoints('users', {
  getUserSummary: {
    method: 'GET',
    path: '/api/users/:id',
    summary: 'A person’s card: public profile, counts, and whether the reader follows them',
    params: UserIdParams,
    responses: { 200: UserSummary },
  },
  followUser: {
    method: 'POST',
    path: '/api/users/:id/follow',
    summary: 'Follow a person',
    params: UserIdParams,
    responses: { 200: FollowState },
  },
  unfollowUser: {
    method: 'DELETE',
    path: '/api/users/:id/follow',
    summary: 'Stop following a person',
    params: UserIdParams,
    responses: { 200: FollowState },
  },
  listFollowers: {
    method: 'GET',
    path: '/api/users/:id/followers',
    summary: 'The people who follow a person, newest first',
    params: UserIdParams,
    query: pageQuery,
    responses: { 200: UserPage },
  },
  listFollowing: {
    method: 'GET',
    path: '/api/users/:id/following',
    summary: 'The people a person follows, newest first',
    params: UserIdParams,
    query: pageQuery,
    responses: { 200: UserPage },
  },
});

import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { UserIdParams } from '../users/schemas';
import {
  BlockList,
  BlockState,
  CreateReportBody,
  ModerateReportBody,
  Report,
  ReportPage,
  ReportsQuery,
} from './schemas';

/** The id of a report just filed. */
export const ReportCreated = z.object({ id: z.string() });

/** Reports and the moderation queue (admins), and blocking. */
export const safetyEndpoints = defineEndpoints('safety', {
  createReport: {
    method: 'POST',
    path: '/api/reports',
    summary: 'Report a post, comment, profile or team to the moderators',
    body: CreateReportBody,
    responses: { 201: ReportCreated },
  },
  listReports: {
    method: 'GET',
    path: '/api/admin/reports',
    auth: 'admin',
    tag: 'admin',
    summary: 'The moderation queue: reports by status, newest first',
    query: ReportsQuery,
    responses: { 200: ReportPage },
  },
  moderateReport: {
    method: 'PATCH',
    path: '/api/admin/reports/:id',
    auth: 'admin',
    tag: 'admin',
    summary: 'Settle a report: hide, delete, warn, suspend or dismiss',
    params: UserIdParams,
    body: ModerateReportBody,
    responses: { 200: Report },
  },
  blockUser: {
    method: 'POST',
    path: '/api/users/:id/block',
    summary: 'Block a person (they can no longer reach or see the blocker)',
    params: UserIdParams,
    responses: { 200: BlockState },
  },
  unblockUser: {
    method: 'DELETE',
    path: '/api/users/:id/block',
    summary: 'Unblock a person',
    params: UserIdParams,
    responses: { 200: BlockState },
  },
  listMyBlocks: {
    method: 'GET',
    path: '/api/me/blocks',
    summary: 'The people one has blocked, newest first',
    responses: { 200: BlockList },
  },
});

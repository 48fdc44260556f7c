import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTournamentListQuery,
  Bracket,
  CheckInBody,
  CreateTournamentBody,
  CreateTournamentResponse,
  MatchList,
  RegistrationParams,
  SeedingBody,
  SetTournamentStatusBody,
  TournamentDetail,
  TournamentIdParams,
  TournamentListQuery,
  TournamentPage,
  TournamentParticipant,
  TournamentParticipantList,
  TournamentRegisterBody,
  TournamentResponse,
  UpdateTournamentBody,
  type Tournament,
  UserIdParams,
  UserTournamentPage,
  UserTournamentsQuery,
} from '@esn/contract';
import { sendAnswer } from './tournament-cache';
import { currentUser } from '../../plugins/auth';
import * as tournaments from './tournaments.service';

/** The answer to creating a tournament: its id at the top level (the issue's `{ id, … }`) beside the tournament. */
const created = (tournament: Tournament): CreateTournamentResponse => ({ id: tournament.id, tournament });

/** Tournaments: hosting, the list, registration, check-in, seeding, the bracket and its matches. */
export default async function tournamentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const admin = { onRequest: app.requireAdmin };
  const tags = ['tournaments'];
  const params = TournamentIdParams;

  r.get(
    '/api/tournaments',
    { ...base, schema: { tags, querystring: TournamentListQuery, response: { 200: TournamentPage } } },
    async (req, reply) =>
      req.query.mine
        ? tournaments.listTournaments(app.ctx, currentUser(req), req.query)
        : sendAnswer(
            req,
            reply,
            await tournaments.listAnswer(app.ctx, currentUser(req), { ...req.query, mine: undefined }),
          ),
  );
  r.post(
    '/api/tournaments',
    { ...base, schema: { tags, body: CreateTournamentBody, response: { 201: CreateTournamentResponse } } },
    async (req, reply) =>
      reply.code(201).send(created(await tournaments.createTournament(app.ctx, currentUser(req), req.body))),
  );
  r.get(
    '/api/tournaments/:id',
    { ...base, schema: { tags, params, response: { 200: TournamentDetail } } },
    async (req) => tournaments.getTournament(app.ctx, currentUser(req), req.params.id),
  );
  r.patch(
    '/api/tournaments/:id',
    { ...base, schema: { tags, params, body: UpdateTournamentBody, response: { 200: TournamentResponse } } },
    async (req) => ({
      tournament: await tournaments.updateTournament(app.ctx, currentUser(req), req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/tournaments/:id',
    { ...base, schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await tournaments.deleteTournament(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/tournaments/:id/status',
    { ...base, schema: { tags, params, body: SetTournamentStatusBody, response: { 200: TournamentResponse } } },
    async (req) => ({
      tournament: await tournaments.setStatus(app.ctx, currentUser(req), req.params.id, req.body.status),
    }),
  );

  r.get(
    '/api/tournaments/:id/participants',
    { ...base, schema: { tags, params, response: { 200: TournamentParticipantList } } },
    async (req) => tournaments.participants(app.ctx, currentUser(req), req.params.id),
  );
  r.post(
    '/api/tournaments/:id/registrations',
    { ...base, schema: { tags, params, body: TournamentRegisterBody, response: { 201: TournamentParticipant } } },
    async (req, reply) =>
      reply.code(201).send(await tournaments.register(app.ctx, currentUser(req), req.params.id, req.body.teamId)),
  );
  r.delete(
    '/api/tournaments/:id/registrations/:registrationId',
    { ...base, schema: { tags, params: RegistrationParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await tournaments.withdraw(app.ctx, currentUser(req), req.params.id, req.params.registrationId);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/tournaments/:id/check-in',
    { ...base, schema: { tags, params, body: CheckInBody, response: { 200: TournamentParticipant } } },
    async (req) => tournaments.checkIn(app.ctx, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/api/tournaments/:id/seeding',
    { ...base, schema: { tags, params, body: SeedingBody, response: { 200: TournamentParticipantList } } },
    async (req) => tournaments.seed(app.ctx, currentUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/tournaments/:id/bracket',
    { ...base, schema: { tags, params, response: { 201: Bracket } } },
    async (req, reply) =>
      reply.code(201).send(await tournaments.generateBracket(app.ctx, currentUser(req), req.params.id)),
  );
  // Sent as kept per tournament (JSON, brotli, gzip): a 256-team bracket is built and compressed once per change.
  r.get(
    '/api/tournaments/:id/bracket',
    { ...base, schema: { tags, params, response: { 200: Bracket } } },
    async (req, reply) => sendAnswer(req, reply, await tournaments.bracketAnswer(app.ctx, req.params.id)),
  );
  r.get(
    '/api/tournaments/:id/matches',
    { ...base, schema: { tags, params, response: { 200: MatchList } } },
    async (req, reply) =>
      sendAnswer(req, reply, await tournaments.matchesAnswer(app.ctx, currentUser(req), req.params.id)),
  );

  r.get(
    '/api/users/:id/tournaments',
    {
      ...base,
      schema: { tags, params: UserIdParams, querystring: UserTournamentsQuery, response: { 200: UserTournamentPage } },
    },
    async (req) => tournaments.tournamentsOfUser(app.ctx, req.params.id, req.query.limit, req.query.cursor),
  );

  // The admin area (bearer token or an admin's session): every tournament, drafts included, and the same use
  // cases as above (read, create, edit, status, delete, generate) with the admin's rights.
  const adminTags = ['admin'];
  r.get(
    '/api/admin/tournaments',
    { ...admin, schema: { tags: adminTags, querystring: AdminTournamentListQuery, response: { 200: TournamentPage } } },
    async (req) => tournaments.listTournaments(app.ctx, currentUser(req), req.query),
  );
  r.post(
    '/api/admin/tournaments',
    {
      ...admin,
      config: { audit: { action: 'tournament.created', targetType: 'tournament' } },
      schema: { tags: adminTags, body: CreateTournamentBody, response: { 201: CreateTournamentResponse } },
    },
    async (req, reply) =>
      reply.code(201).send(created(await tournaments.createTournament(app.ctx, currentUser(req), req.body))),
  );
  r.get(
    '/api/admin/tournaments/:id',
    { ...admin, schema: { tags: adminTags, params, response: { 200: TournamentDetail } } },
    async (req) => tournaments.getTournament(app.ctx, currentUser(req), req.params.id),
  );
  r.post(
    '/api/admin/tournaments/:id/status',
    {
      ...admin,
      config: { audit: { action: 'tournament.status', targetType: 'tournament' } },
      schema: { tags: adminTags, params, body: SetTournamentStatusBody, response: { 200: TournamentResponse } },
    },
    async (req) => ({
      tournament: await tournaments.setStatus(app.ctx, currentUser(req), req.params.id, req.body.status),
    }),
  );
  r.patch(
    '/api/admin/tournaments/:id',
    {
      ...admin,
      config: { audit: { action: 'tournament.edited', targetType: 'tournament' } },
      schema: { tags: adminTags, params, body: UpdateTournamentBody, response: { 200: TournamentResponse } },
    },
    async (req) => ({
      tournament: await tournaments.updateTournament(app.ctx, currentUser(req), req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/admin/tournaments/:id',
    {
      ...admin,
      config: { audit: { action: 'tournament.deleted', targetType: 'tournament' } },
      schema: { tags: adminTags, params, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await tournaments.deleteTournament(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/admin/tournaments/:id/bracket',
    {
      ...admin,
      config: { audit: { action: 'tournament.bracket', targetType: 'tournament' } },
      schema: { tags: adminTags, params, response: { 201: Bracket } },
    },
    async (req, reply) =>
      reply.code(201).send(await tournaments.generateBracket(app.ctx, currentUser(req), req.params.id)),
  );
}

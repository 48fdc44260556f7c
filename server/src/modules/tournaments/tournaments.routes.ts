import type { FastifyInstance } from 'fastify';
import type { AuditAction, CreateTournamentResponse, Tournament } from '@esn/contract';
import { tournamentsEndpoints } from '@esn/contract/tournaments/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { sendAnswer } from './tournament-cache';
import * as tournaments from './tournaments.service';

/** The answer to creating a tournament: its id at the top level (the issue's `{ id, … }`) beside the tournament. */
const created = (tournament: Tournament): CreateTournamentResponse => ({ id: tournament.id, tournament });

/** An admin route's audit entry (written by the audit plugin once the route answers). */
const audited = (action: AuditAction) => ({ config: { audit: { action, targetType: 'tournament' } } });

/** Tournaments: hosting, the list, registration, check-in, seeding, the bracket and its matches. */
export default async function tournamentsRoutes(app: FastifyInstance) {
  registerEndpoints(app, tournamentsEndpoints, {
    listTournaments: async (req, reply) =>
      req.query.mine
        ? tournaments.listTournaments(app.ctx, currentUser(req), req.query)
        : sendAnswer(
            req,
            reply,
            await tournaments.listAnswer(app.ctx, currentUser(req), { ...req.query, mine: undefined }),
          ),
    createTournament: async (req, reply) =>
      reply.code(201).send(created(await tournaments.createTournament(app.ctx, currentUser(req), req.body))),
    getTournament: (req) => tournaments.getTournament(app.ctx, currentUser(req), req.params.id),
    updateTournament: async (req) => ({
      tournament: await tournaments.updateTournament(app.ctx, currentUser(req), req.params.id, req.body),
    }),
    deleteTournament: async (req, reply) => {
      await tournaments.deleteTournament(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send();
    },
    setTournamentStatus: async (req) => ({
      tournament: await tournaments.setStatus(app.ctx, currentUser(req), req.params.id, req.body.status),
    }),

    listTournamentParticipants: (req) => tournaments.participants(app.ctx, currentUser(req), req.params.id),
    registerForTournament: async (req, reply) =>
      reply.code(201).send(await tournaments.register(app.ctx, currentUser(req), req.params.id, req.body.teamId)),
    withdrawTournamentRegistration: async (req, reply) => {
      await tournaments.withdraw(app.ctx, currentUser(req), req.params.id, req.params.registrationId);
      return reply.code(204).send();
    },
    disqualifyTournamentParticipant: (req) =>
      tournaments.disqualify(app.ctx, currentUser(req), req.params.id, req.params.registrationId),
    checkInToTournament: (req) => tournaments.checkIn(app.ctx, currentUser(req), req.params.id, req.body),
    seedTournament: (req) => tournaments.seed(app.ctx, currentUser(req), req.params.id, req.body),

    generateTournamentBracket: async (req, reply) =>
      reply.code(201).send(await tournaments.generateBracket(app.ctx, currentUser(req), req.params.id)),
    // Sent as kept per tournament (JSON, brotli, gzip): a 256-team bracket is built and compressed once per change.
    getTournamentBracket: async (req, reply) =>
      sendAnswer(req, reply, await tournaments.bracketAnswer(app.ctx, req.params.id)),
    listTournamentMatches: async (req, reply) =>
      sendAnswer(req, reply, await tournaments.matchesAnswer(app.ctx, currentUser(req), req.params.id)),

    listUserTournaments: (req) =>
      tournaments.tournamentsOfUser(app.ctx, req.params.id, req.query.limit, req.query.cursor),

    // The admin area (bearer token or an admin's session): every tournament, drafts included, and the same use
    // cases as above (read, create, edit, status, delete, generate) with the admin's rights.
    listTournamentsAsAdmin: (req) => tournaments.listTournaments(app.ctx, currentUser(req), req.query),
    createTournamentAsAdmin: {
      options: audited('tournament.created'),
      handler: async (req, reply) =>
        reply.code(201).send(created(await tournaments.createTournament(app.ctx, currentUser(req), req.body))),
    },
    getTournamentAsAdmin: (req) => tournaments.getTournament(app.ctx, currentUser(req), req.params.id),
    setTournamentStatusAsAdmin: {
      options: audited('tournament.status'),
      handler: async (req) => ({
        tournament: await tournaments.setStatus(app.ctx, currentUser(req), req.params.id, req.body.status),
      }),
    },
    updateTournamentAsAdmin: {
      options: audited('tournament.edited'),
      handler: async (req) => ({
        tournament: await tournaments.updateTournament(app.ctx, currentUser(req), req.params.id, req.body),
      }),
    },
    deleteTournamentAsAdmin: {
      options: audited('tournament.deleted'),
      handler: async (req, reply) => {
        await tournaments.deleteTournament(app.ctx, currentUser(req), req.params.id);
        return reply.code(204).send();
      },
    },
    generateTournamentBracketAsAdmin: {
      options: audited('tournament.bracket'),
      handler: async (req, reply) =>
        reply.code(201).send(await tournaments.generateBracket(app.ctx, currentUser(req), req.params.id)),
    },
  });
}

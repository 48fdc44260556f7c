import type { FastifyReply } from 'fastify';

/**
 * Sends JSON made earlier as it is: Fastify serialises only what is not a string already. For answers kept in
 * memory (a wall's first page, a notifications page), where checking them against the response schema and
 * serialising them on every read cost more than the rest of the request; they were checked when they were made.
 */
export const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

import { z } from 'zod';
import { PublicUser } from '../users/schemas';

/** How the reader stands with another person. */
export const ConnectionStatus = z.enum(['none', 'pending_outgoing', 'pending_incoming', 'connected']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

export const ConnectionState = z.object({ status: ConnectionStatus });
export type ConnectionState = z.infer<typeof ConnectionState>;

export const NetworkPerson = PublicUser.extend({
  status: ConnectionStatus,
  /** Why a suggestion is made: shared games, shared teams, or friends in common (count). */
  reason: z
    .object({ sharedGames: z.array(z.string()), sharedTeams: z.number().int(), mutualConnections: z.number().int() })
    .nullable(),
});
export type NetworkPerson = z.infer<typeof NetworkPerson>;

export const NetworkPage = z.object({ items: z.array(NetworkPerson), nextCursor: z.string().nullable() });
export type NetworkPage = z.infer<typeof NetworkPage>;

export const MyConnectionsQuery = z.object({
  filter: z.enum(['connected', 'incoming', 'outgoing']).default('connected'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export const DiscoverQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

import { z } from 'zod';
import { PublicUser } from '../users/schemas';

/** How the reader stands with another person. */
export const ConnectionStatus = z.enum(['none', 'pending_outgoing', 'pending_incoming', 'connected']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

export const ConnectionState = z.object({ status: ConnectionStatus });
export type ConnectionState = z.infer<typeof ConnectionState>;

export const NetworkPerson = PublicUser.extend({
  status: ConnectionStatus,
  /**
   * Why a suggestion is made: shared games, shared teams, friends in common (count), and in-game roles both
   * play in a shared game (lower-cased). Null outside suggestions.
   */
  reason: z
    .object({
      sharedGames: z.array(z.string()),
      sharedTeams: z.number().int(),
      mutualConnections: z.number().int(),
      sharedRoles: z.array(z.string()),
    })
    .nullable(),
});
export type NetworkPerson = z.infer<typeof NetworkPerson>;

export const NetworkPage = z.object({ items: z.array(NetworkPerson), nextCursor: z.string().nullable() });
export type NetworkPage = z.infer<typeof NetworkPage>;

export const ConnectionUserParams = z.object({ userId: z.string().max(100) });

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
export const SuggestionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(400).optional(),
});

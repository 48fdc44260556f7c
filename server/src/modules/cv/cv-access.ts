import type { CvVisibility, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { connectionsRepository } from '../connections/connections.repository';
import { cvRepository } from './cv.repository';

export type CvOwner = { id: string; nickname: string; visibility: CvVisibility };

/**
 * The one rule of who reads a CV, used by every CV read (the page's data, the preview image, the page's link
 * preview tags): the owner always; anybody when public; any signed-in member when for members; only accepted
 * connections when for connections. A visitor is told to sign in (401), a member who is no connection is refused
 * (403), an unknown person or nickname is a 404.
 */
export async function readableCv(ctx: AppContext, ref: string, reader: Pick<User, 'id'> | null): Promise<CvOwner> {
  const owner = await cvRepository.findOwner(ctx.db, ref);
  if (!owner) throw notFound();
  if (reader?.id === owner.id || owner.visibility === 'public') return owner;
  if (!reader) throw unauthorized(owner.visibility === 'members' ? 'cv_members_only' : 'cv_connections_only');
  if (owner.visibility === 'members') return owner;
  const pair = await connectionsRepository.findPair(ctx.db, reader.id, owner.id);
  if (pair?.status === 'accepted') return owner;
  throw forbidden('cv_connections_only');
}

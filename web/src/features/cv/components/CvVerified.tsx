import type { VerifiedRecord } from '@esn/contract';
import { VerifiedRecordSections } from '../../career/components';
import { useAuth } from '../../auth';

/**
 * The CV's verified record: roster history, placements and per-game statistics the platform recorded itself. A
 * visitor (signed out, on a public CV) sees the record the CV brought; a member's is read live (the owner hides and
 * shows entries there).
 */
export function CvVerified({ userId, record, visitor }: { userId: string; record: VerifiedRecord; visitor: boolean }) {
  const { user } = useAuth();
  return <VerifiedRecordSections userId={userId} own={user?.id === userId} given={visitor ? record : undefined} />;
}

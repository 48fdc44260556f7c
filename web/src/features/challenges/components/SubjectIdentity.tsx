import { type ChallengeSubject } from '@esn/contract';
import { objectUrl } from '@esn/contract/posts/object-url';
import { Shield } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Avatar } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';

const subjectHref = (subject: ChallengeSubject) =>
  subject.kind === 'user' ? `/profile/${encodeURIComponent(subject.id)}` : `/team/${encodeURIComponent(subject.slug)}`;

export const sameSubject = (a: ChallengeSubject, b: ChallengeSubject) => a.kind === b.kind && a.id === b.id;

/** A person's avatar or a team's logo (decorative), and the name linking to the profile or the team page. */
export function SubjectIdentity({ subject }: { subject: ChallengeSubject }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      {subject.kind === 'user' ? (
        <Avatar user={{ nickname: subject.name, avatarUrl: subject.avatarUrl }} className="h-8 w-8" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-800"
        >
          {subject.logoUrl ? (
            <img src={objectUrl(subject.logoUrl)} alt="" className="h-full w-full object-cover" />
          ) : (
            <Shield className="h-4 w-4 text-zinc-400" />
          )}
        </span>
      )}
      <span className="grid min-w-0">
        <Link
          to={subjectHref(subject)}
          className={cn('truncate rounded font-medium text-white hover:underline', focusRing)}
        >
          {subject.name}
        </Link>
        {subject.kind === 'user' && subject.name !== subject.nickname && (
          <span className="truncate text-xs text-zinc-400">@{subject.nickname}</span>
        )}
      </span>
    </span>
  );
}

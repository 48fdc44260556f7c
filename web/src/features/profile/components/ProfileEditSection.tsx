import { useId, type ReactNode } from 'react';
import { Card } from '../../../shared/ui/Card';

/** One titled card of the profile editor, a group named by its heading. */
export function ProfileEditSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="space-y-5" role="group" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

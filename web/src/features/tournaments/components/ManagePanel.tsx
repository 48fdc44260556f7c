import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/Card';

/** A titled card of the manage tab; `id` names its heading for links and tests. */
export function ManagePanel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card className="space-y-4 p-5">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/Card';

/** A titled card of the match page; the heading names the region for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

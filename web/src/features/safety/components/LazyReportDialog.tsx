import { lazy, Suspense, useState } from 'react';
import type { ReportDialogProps } from './ReportDialog';

const ReportDialogImpl = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/**
 * The report dialog, fetched the first time it opens: every post, comment, profile and team offers it, few people
 * use it, and the pages that show posts have a script budget. Once loaded it stays mounted, so closing it is
 * Radix's ordinary close (focus goes back where it belongs).
 */
export function LazyReportDialog(props: ReportDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialogImpl {...props} />
    </Suspense>
  );
}

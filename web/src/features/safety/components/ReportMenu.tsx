import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportTarget } from '../api';
import { ActionsMenu, useMenuFocusReturn, type MenuAction } from './ActionsMenu';
import { LazyReportDialog } from './LazyReportDialog';

/**
 * A ⋯ menu whose item reports the thing it belongs to (a post, a comment, a team), with the report dialog.
 * `actions` come before the report item. Callers leave it out on the reader's own things.
 */
export function ReportMenu({
  target,
  label,
  reportLabel,
  actions = [],
  className,
}: {
  target: ReportTarget;
  label: string;
  reportLabel: string;
  actions?: readonly MenuAction[];
  className?: string;
}) {
  const [reporting, setReporting] = useState(false);
  const { triggerRef, onCloseAutoFocus } = useMenuFocusReturn();
  const report: MenuAction = { key: 'report', label: reportLabel, icon: Flag, onSelect: () => setReporting(true) };
  return (
    <>
      <ActionsMenu label={label} actions={[...actions, report]} triggerRef={triggerRef} className={className} />
      <LazyReportDialog
        target={target}
        open={reporting}
        onOpenChange={setReporting}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}

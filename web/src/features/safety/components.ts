// Public entry of the safety feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { ActionsMenu, useMenuFocusReturn } from './components/ActionsMenu';
export type { MenuAction } from './components/ActionsMenu';
export { BlockDialog } from './components/BlockDialog';
export { BlockedNotice } from './components/BlockedNotice';
export { LazyReportDialog } from './components/LazyReportDialog';
export { ReportMenu } from './components/ReportMenu';

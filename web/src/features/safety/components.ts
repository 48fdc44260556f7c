// The safety feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { ActionsMenu, useMenuFocusReturn } from './components/ActionsMenu';
export type { MenuAction } from './components/ActionsMenu';
export { BlockDialog } from './components/BlockDialog';
export { BlockedNotice } from './components/BlockedNotice';
export { LazyReportDialog } from './components/LazyReportDialog';
export { ReportMenu } from './components/ReportMenu';

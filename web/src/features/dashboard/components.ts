// Public entry of the dashboard feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { CardStates, DashboardCard } from './components/DashboardCard';

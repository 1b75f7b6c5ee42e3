export { DashboardArea } from './dashboard-area';

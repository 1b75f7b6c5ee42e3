export { openActionsQuery, responsesToReviewQuery } from './actions-api';
export { ActionsArea } from './actions-area';
export { AdminResponseActionsPage } from './admin-response-actions-page';
export { AgendaPage } from './agenda-page';

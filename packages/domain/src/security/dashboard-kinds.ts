/** The kinds of dashboard link `/api/config` names (zod-free: the first page's check of it uses this list). */
export const DASHBOARD_KINDS = ['test', 'customer'] as const;

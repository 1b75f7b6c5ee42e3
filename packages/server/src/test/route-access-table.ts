import type { SystemRole } from '@stroomlijn/domain';

/**
 * Who may call each route: 'public' (anyone, signed in or not), 'authenticated' (any signed-in user)
 * or the system roles of which a caller needs one. A route without a row here fails the suite;
 * every new route adds its row.
 */
export type ExpectedAccess = 'public' | 'authenticated' | readonly SystemRole[];

export const ROUTE_ACCESS: Record<string, ExpectedAccess> = {
  'GET /api/doc.json': 'public',
  'GET /api/config': 'public',
  'POST /api/security/login': 'public',
  'POST /api/security/info': 'authenticated',
  'PUT /api/security/language': 'authenticated',
  'GET /api/security/ping': 'authenticated',
  'GET /api/security/logout': 'public',
  'GET /api/security/logged_out': 'public',
  'GET /connect/auth': 'public',
  'GET /connect/callback': 'public',
  'GET /api/user': ['ROLE_USER_MANAGER'],
  'GET /api/user/:id': ['ROLE_USER_MANAGER'],
  'POST /api/user': ['ROLE_USER_MANAGER'],
  'PUT /api/user': ['ROLE_USER_MANAGER'],
  'DELETE /api/user/:id': ['ROLE_USER_MANAGER'],
  'POST /api/user/change_password': ['ROLE_USER_MANAGER'],
  'POST /api/user/import': ['ROLE_USER_MANAGER'],
  'POST /api/process_model/import/bpmn': ['ROLE_MODELER'],
  'GET /api/role': ['ROLE_USER_MANAGER'],
  'GET /api/role/selector': 'authenticated',
  'GET /api/role/:id': ['ROLE_USER_MANAGER'],
  'POST /api/role': ['ROLE_USER_MANAGER'],
  'PUT /api/role': ['ROLE_USER_MANAGER'],
  'DELETE /api/role/:id': ['ROLE_USER_MANAGER'],
  'GET /api/user-role/roles-from-user/:id': ['ROLE_USER_MANAGER'],
  'GET /api/user-role/users-by-role/:id': ['ROLE_USER_MANAGER'],
  'GET /api/user-role/roles-from-role/:id': ['ROLE_USER_MANAGER'],
  // Also a reviewer of a response whose action holder role it is (modules/user-roles/effective-roles.test.ts).
  'GET /api/user-role/selectable-users-by-role/:id': ['ROLE_USER_MANAGER', 'ROLE_ADMIN'],
  'POST /api/user-role/add_user': ['ROLE_USER_MANAGER'],
  'POST /api/user-role/remove_user': ['ROLE_USER_MANAGER'],
  'POST /api/user-role/add_role': ['ROLE_USER_MANAGER'],
  'POST /api/user-role/remove_role': ['ROLE_USER_MANAGER'],
  'GET /api/process_model': 'authenticated',
  'GET /api/process_model/published/actor': 'authenticated',
  'GET /api/process_model/published/owner': 'authenticated',
  'GET /api/process_model/published/manager': 'authenticated',
  'POST /api/process_model': ['ROLE_MODELER'],
  'PUT /api/process_model': ['ROLE_MODELER'],
  'GET /api/process_model/governance': ['ROLE_MODELER'],
  'GET /api/process_model/review-due': 'authenticated',
  'GET /api/process_model/:id': 'authenticated',
  'GET /api/process_model/:id/edit': ['ROLE_MODELER'],
  'DELETE /api/process_model/:id': ['ROLE_MODELER'],
  'POST /api/process_model/publish/:id': ['ROLE_MODELER'],
  // Any signed-in user reaches them; only holders of the model's approval role decide (approval.test.ts).
  'GET /api/process_model/approval': 'authenticated',
  'GET /api/process_model/approval/:id': 'authenticated',
  'POST /api/process_model/approval/:id/approve': 'authenticated',
  'POST /api/process_model/approval/:id/reject': 'authenticated',
  'POST /api/process_model/approval/:id/withdraw': ['ROLE_MODELER'],
  'GET /api/process_model/revisions/:id': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/input-output': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/bpmn': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/handbook.html': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/handbook.pdf': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/compare/:other': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/compare/working-copy': ['ROLE_MODELER'],
  // The owner's and manager's holders too: the service checks the model's roles (acknowledgement-report.test.ts).
  'GET /api/process_model/revisions/:id/:revision/acknowledgements': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/acknowledgements.csv': 'authenticated',
  'GET /api/process_model/structure/:id': ['ROLE_MODELER'],
  'GET /api/process_model/structure/:id/published': 'authenticated',
  'GET /api/process_model/structure/:id/revisions/:revision': 'authenticated',
  'GET /api/business_model/:id': 'authenticated',
  'GET /api/business_model/:id/handbook.pdf': 'authenticated',
  'PUT /api/business_model': ['ROLE_EDITOR'],
  'POST /api/input-output': ['ROLE_MODELER', 'ROLE_EDITOR'],
  'PUT /api/input-output': ['ROLE_MODELER', 'ROLE_EDITOR'],
  'GET /api/input-output/:processModelId': 'authenticated',
  'GET /api/input-output/:processModelId/:id': 'authenticated',
  'DELETE /api/input-output/:processModelId/:id': ['ROLE_MODELER', 'ROLE_EDITOR'],
  // Files for upload definitions (modelers, editors) and for feedback (anyone).
  'POST /api/file/upload': 'authenticated',
  'GET /api/file/:id': 'authenticated',
  'GET /api/file/:id/download': 'authenticated',
  'GET /api/workflow': 'authenticated',
  'POST /api/workflow/form': ['ROLE_ADMIN'],
  'GET /api/workflow/settings': ['ROLE_ADMIN'],
  'GET /api/workflow/:id': ['ROLE_ADMIN'],
  'GET /api/workflow/:processModelId/:formId': 'authenticated',
  'DELETE /api/workflow/:id/delete': ['ROLE_ADMIN'],
  'POST /api/workflow/notification/:id/enable': ['ROLE_ADMIN'],
  'POST /api/workflow/notification/:id/disable': ['ROLE_ADMIN'],
  'POST /api/workflow/:id/status': ['ROLE_ADMIN'],
  'PUT /api/workflow/:id/data-protection': ['ROLE_ADMIN'],
  'GET /api/workflow/:id/responses/:page': ['ROLE_ADMIN'],
  'GET /api/workflow/:id/response/:rid': 'authenticated',
  'PUT /api/workflow/:id/response/:rid': 'authenticated',
  'POST /api/workflow/:id/response/:rid/open': 'authenticated',
  'POST /api/workflow/:id/response/:rid/comment': 'authenticated',
  'DELETE /api/workflow/:id/response/:rid/close': 'authenticated',
  'DELETE /api/workflow/:id/response/:rid/delete': 'authenticated',
  'POST /api/workflow/:id/response/:rid/retry': ['ROLE_ADMIN'],
  'POST /api/workflow/hook/:secret': 'public',
  'GET /api/workflow/response/to-review': 'authenticated',
  'GET /api/workflow/response/review/:formId/:status/:page': 'authenticated',
  'GET /api/workflow/response/read/:formId/:status/:page': 'authenticated',
  'GET /api/workflow/response/review/:formId/:responseId': 'authenticated',
  'GET /api/workflow/response/read/:formId/:responseId': 'authenticated',
  'GET /api/workflow/reviewer': 'authenticated',
  'GET /api/workflow/reader': 'authenticated',
  'GET /api/workflow/action': 'authenticated',
  'GET /api/acknowledgement': 'authenticated',
  'GET /api/acknowledgement/:processModelId/:revision': 'authenticated',
  'POST /api/acknowledgement/:processModelId/:revision': 'authenticated',
  'POST /api/response-action': 'authenticated',
  'PUT /api/response-action': 'authenticated',
  'PUT /api/response-action/status': 'authenticated',
  'GET /api/response-action/open': 'authenticated',
  'GET /api/response-action/user/:formId/:page': 'authenticated',
  'GET /api/response-action/:formId/:responseId': 'authenticated',
  'GET /api/response-action/:formId/:responseId/:id': 'authenticated',
  'DELETE /api/response-action/:formId/:responseId/:id': 'authenticated',
  'GET /api/response-action/:formId/:responseId/:id/download-agenda': 'authenticated',
  'GET /api/dashboard': ['ROLE_ADMIN'],
  'POST /api/dashboard': ['ROLE_ADMIN'],
  'PUT /api/dashboard': ['ROLE_ADMIN'],
  'DELETE /api/dashboard/:id': ['ROLE_ADMIN'],
  'GET /api/dashboard-status': ['ROLE_ADMIN'],
  // The feeds check their own key (X-API-Key or ?apiKey=; 401 when missing or wrong) before the auth
  // plugin's rules; the route is public to the plugin. Without a key (as this table's callers call) only
  // a signed-in administrator reads them: 401 anonymous, 403 other users.
  'GET /api/external/clicdata/responses': ['ROLE_ADMIN'],
  'GET /api/external/clicdata/actions': ['ROLE_ADMIN'],
  // Feedback: the service decides per model (owner and manager holders, ROLE_ADMIN) and per author
  // (modules/feedback/feedback.test.ts).
  'POST /api/process_model/:id/feedback': 'authenticated',
  'GET /api/process_model/:id/feedback': 'authenticated',
  'GET /api/process_model/revisions/:id/:revision/feedback-done': 'authenticated',
  'GET /api/feedback/mine': 'authenticated',
  'GET /api/feedback/to-handle': 'authenticated',
  'PUT /api/feedback/:id/status': 'authenticated',
  // Search: the service decides what each caller finds (modules/search/search-rights.test.ts).
  'GET /api/search': 'authenticated',
  'GET /api/audit': ['ROLE_ADMIN'],
  'GET /api/audit/export.csv': ['ROLE_ADMIN'],
  'POST /api/person-data/:userId/erase': ['ROLE_ADMIN'],

  // A person's data: each signed-in user their own, administrators anyone's (person-data/export/export.test.ts).
  'GET /api/person-data/me/export.json': 'authenticated',
  'GET /api/person-data/:userId/export.json': ['ROLE_ADMIN'],
  'GET /api/person-data/me/export.zip': 'authenticated',
  'GET /api/person-data/:userId/export.zip': ['ROLE_ADMIN'],
};

/** Routes outside the API (the web app's files and SPA fallback) need no row. */
export function isApiRoute(url: string): boolean {
  return url.startsWith('/api') || url.startsWith('/connect');
}

/** Fills path parameters (`:id`) with a well-formed id that names nothing. */
export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '3f0e1c52-9a1b-4c8e-8a55-0c7e6e0b5d11');
}

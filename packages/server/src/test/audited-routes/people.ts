/**
 * The routes of people and access whose successful writes (and, for the feeds, reads) append one audit
 * entry each, proven by the `*-audit.test.ts` files of their modules (the single sign-on callback in
 * `oidc.test.ts`).
 */
export const AUDITED_ROUTES: readonly string[] = [
  'POST /api/security/login',
  'GET /api/security/logout',
  'PUT /api/security/language',
  'GET /connect/callback',
  'POST /api/user/import',
  'POST /api/role',
  'PUT /api/role',
  'DELETE /api/role/:id',
  'POST /api/user-role/add_user',
  'POST /api/user-role/remove_user',
  'POST /api/user-role/add_role',
  'POST /api/user-role/remove_role',
  'POST /api/dashboard',
  'PUT /api/dashboard',
  'DELETE /api/dashboard/:id',
  'GET /api/external/clicdata/responses',
  'GET /api/external/clicdata/actions',
];

/** The users' writes (the example of the audit core's own tests). */
export const AUDITED_ROUTES: readonly string[] = [
  'POST /api/user',
  'PUT /api/user',
  'DELETE /api/user/:id',
  'POST /api/user/change_password',
];

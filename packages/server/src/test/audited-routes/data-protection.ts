/**
 * The data protection of workflow forms: setting the retention period and the viewing log appends one
 * form/update entry (data-protection-routes.test.ts). The retention job's deletions are recorded by the
 * system (retention.test.ts); the viewing log's entries come from reads (viewing-log.test.ts).
 */
export const AUDITED_ROUTES: readonly string[] = ['PUT /api/workflow/:id/data-protection'];

/** Fixed ids of built-in records. They never change: migrations, tests and the web app rely on them. */
export const ADMIN_USER_ID = '00000000-0000-4000-8000-000000000001';
export const SUPPORT_USER_ID = '00000000-0000-4000-8000-000000000002';

export const SYSTEM_ROLE_IDS = {
  ROLE_ADMIN: '00000000-0000-4000-8000-000000000101',
  ROLE_USER_MANAGER: '00000000-0000-4000-8000-000000000102',
  ROLE_MODELER: '00000000-0000-4000-8000-000000000103',
  ROLE_EDITOR: '00000000-0000-4000-8000-000000000104',
  ROLE_USER: '00000000-0000-4000-8000-000000000105',
} as const;

/** Everyone: the built-in role of type roles that every live user holds (see roles/special-roles). */
export const EVERYONE_ROLE_ID = '00000000-0000-4000-8000-000000000106';

/** Process models (spec part 1 §3): fixed placeholders on the wire and the id that marks global definitions. */
export const GLOBAL_PROCESS_MODEL_ID = '00000000-0000-4000-8000-000000000201';
/** A missing role is sent as this id with an empty name and read back as none. */
export const UNKNOWN_ROLE_ID = '00000000-0000-4000-8000-000000000202';
/** An unselected subprocess is sent as this id with revision -1. */
export const UNKNOWN_PROCESS_ID = '00000000-0000-4000-8000-000000000203';

/** Business model (spec part 1 §3): the single standard model is read by this id. */
export const DEFAULT_BUSINESS_MODEL_ID = '00000000-0000-4000-8000-000000000301';
/** The four fixed groups of a business model, in the order of the landscape. */
export const BUSINESS_MODEL_GROUP_IDS = {
  manageOrganisation: '00000000-0000-4000-8000-000000000302',
  primaryProcesses: '00000000-0000-4000-8000-000000000303',
  supportOrganisation: '00000000-0000-4000-8000-000000000304',
  evaluation: '00000000-0000-4000-8000-000000000305',
} as const;

/**
 * Workflows (spec part 2 §9): the form filter's 'not selected' value, which lists the responses and
 * actions of every form (AC-23). Never the id of a form.
 */
export const NOT_SELECTED_FORM_ID = '00000000-0000-4000-8000-000000000401';

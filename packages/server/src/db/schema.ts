import type { ColumnType } from 'kysely';
import type { SearchAudience } from './search-entries.js';

/** Booleans are written as 0/1 (SQLite has no boolean) and read back with `Boolean()`. */
type Flag = number | boolean;
/** Times are milliseconds since the epoch. */
type Millis = number;

export interface AppUserTable {
  id: string;
  email: string;
  email_key: string;
  first_name: string;
  preposition: string;
  last_name: string;
  personnel_number: string;
  password_hash: string | null;
  /** The interface language the user chose ('en', 'nl'); null: none chosen (migration 0017). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person's data was erased (migration 0024); null: not erased. */
  erased_at: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
  deleted: Flag;
  created_at: Millis;
  updated_at: Millis;
}

export interface RoleTable {
  id: string;
  name: string;
  description: string;
  type: string;
  tasks_summary: string;
  education: string;
  competences: string;
  screening: string;
  deleted: Flag;
  created_at: Millis;
  updated_at: Millis;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

/** A role of type roles (role_id) contains the role child_role_id. */
export interface RoleRoleTable {
  role_id: string;
  child_role_id: string;
}

/** One row (id 1): bumped by triggers on every write that can change a session's rights (migration 0013). */
export interface AuthGenerationTable {
  id: number;
  value: number | string | bigint;
}

export interface SessionTable {
  /** SHA-256 of the cookie's token: a copy of the table does not hand out sessions. */
  id: string;
  user_id: string;
  created_at: Millis;
  last_seen_at: Millis;
  id_token: string | null;
}

export interface LoginFailureTable {
  id: string;
  email_key: string;
  client_address: string;
  failed_at: Millis;
  /** The known browser (sign_in_device.token_hash) the attempt came from; null: an unknown one. */
  device: string | null;
}

export interface SignInDeviceTable {
  token_hash: string;
  user_id: string;
  signed_in_at: Millis;
}

export interface AuthFlowTable {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: Millis;
}

export interface ProcessModelTable {
  id: string;
  /** The working copy's name and description. */
  name: string;
  description: string;
  /** A role id, or null for none (the 'unknown role' placeholder on the wire). */
  owner_role_id: string | null;
  manager_role_id: string | null;
  /** JSON of the working copy's graph: `{steps, groups}`. */
  content: string;
  /** Number of the latest published revision; 0 before the first publish. */
  revision: number;
  published_at: Millis | null;
  published_by_name: string | null;
  /** Months between reviews of the latest publish; null for none. Not part of a revision. */
  review_interval_months: number | null;
  /** When the working copy first got changes that are not published; null when nothing is unpublished. */
  draft_since: Millis | null;
  /** The role whose holders approve a publish (migration 0018); null: none, a publish is immediate. */
  approval_role_id: string | null;
  deleted: Flag;
  created_at: Millis;
  updated_at: Millis;
}

/** A published revision: immutable once written. */
export interface ProcessModelRevisionTable {
  process_model_id: string;
  revision: number;
  name: string;
  description: string;
  owner_role_id: string | null;
  manager_role_id: string | null;
  /**
   * JSON `{steps, groups}` as published: the actors of the steps and of their subprocesses named as they
   * were then (a role deleted by then is the 'unknown role' placeholder), each subprocess with the name and
   * number of its revision then. A read shows it as stored: a published revision is a record.
   */
  content: string;
  /** The working copy's updatedAt that was published. */
  updated_at: Millis;
  published_at: Millis;
  published_by_name: string;
  /** The owner's and the manager's role names when published; null for none (or a role deleted by then). */
  owner_role_name: string | null;
  manager_role_name: string | null;
  /** What the publisher said changed and why; null when nothing was said. */
  change_note: string | null;
  /** JSON `InputOutput[]`: the definitions the groups use, as they were when published (role names then). */
  definitions: string;
  /** The approval role the model named, with its name then; who approved and when (null: no approval). */
  approval_role_id: string | null;
  approval_role_name: string | null;
  approved_by_name: string | null;
  approved_at: Millis | null;
}

/** A submission of a working copy for approval (migration 0018); at most one is awaiting per model. */
export interface ApprovalRequestTable {
  id: string;
  process_model_id: string;
  state: 'awaiting' | 'approved' | 'rejected' | 'withdrawn';
  /** The role whose holders may decide, as it was required at the submission. */
  approval_role_id: string;
  submitted_by: string;
  submitted_by_name: string;
  submitted_at: Millis;
  change_note: string | null;
  /** JSON: ids of the feedback the submitted revision marks done. */
  feedback_done: string;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Millis | null;
  /** Why it was rejected. */
  reason: string | null;
}

/** An actor role of a step of the model's latest published revision. */
export interface ProcessModelActorTable {
  process_model_id: string;
  role_id: string;
}

/** A model that a subprocess step of the model's latest published revision opens. */
export interface ProcessModelSubprocessTable {
  process_model_id: string;
  subprocess_id: string;
}

/** A business model: its groups as one JSON document `{groups}` (spec part 1 §3). */
export interface BusinessModelTable {
  id: string;
  type: string;
  content: string;
  created_at: Millis;
  updated_at: Millis;
}

/** An input/output definition (spec part 1 §3); role columns hold a role id or null for none. */
export interface InputOutputTable {
  id: string;
  /** The model it belongs to, or GLOBAL_PROCESS_MODEL_ID for a global definition. */
  process_model_id: string;
  type: string;
  name: string;
  description: string;
  data: string;
  period: string;
  classification: string;
  application: string | null;
  owner_role_id: string | null;
  reviewer_role_id: string | null;
  drafter_role_id: string | null;
  action_holder_role_id: string | null;
  reader_role_id: string | null;
  deleted: Flag;
  created_at: Millis;
  updated_at: Millis;
}

/** A definition that a live model's working copy or latest published revision uses. */
export interface InputOutputUseTable {
  process_model_id: string;
  source: 'working-copy' | 'published';
  input_output_id: string;
}

/** An uploaded file; its bytes live in the file storage (a directory, or `uploaded_file_chunk`). */
export interface UploadedFileTable {
  id: string;
  name: string;
  /** Decided from the content when it was uploaded, never the client's. */
  content_type: string;
  size: number;
  uploaded_by: string | null;
  created_at: Millis;
}

/** The bytes of an uploaded file on PostgreSQL, in order of `seq`. */
export interface UploadedFileChunkTable {
  file_id: string;
  seq: number;
  bytes: Buffer;
}

/** A form of the external form service (spec part 2 §3). */
export interface WorkflowFormTable {
  id: string;
  form_id: string;
  name: string;
  processed_date: Millis | null;
  status: string;
  notifications_enabled: Flag;
  deleted: Flag;
  created_at: Millis;
  /** Why the last read from the form service failed (a message key); null unless status is error. */
  status_message: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the secret in the webhook's address; null while notifications are off. */
  webhook_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The service's created_at of the newest submission processed; polling re-reads from a minute before. */
  poll_cursor: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Millis, Millis | undefined, Millis>;
  /** Months after closing that the daily job deletes a response (migration 0025); null: kept. */
  retention_months: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whether every opening of one of its responses is recorded in the audit trail. */
  viewing_log: ColumnType<Flag, Flag | undefined, Flag>;
}

/** A submission of a workflow form turned into a response (spec part 2 §3); one per form and submission. */
export interface WorkflowResponseTable {
  id: string;
  form_id: string;
  /** A running number per form that people can quote. */
  internal_id: number;
  /** The form service's submission id (19 digits, kept as text). */
  submission_id: string;
  subject: string;
  submission_date: Millis;
  processed_date: Millis;
  status: string;
  /** Why the submission could not be matched (a response error key); null unless status is error. */
  error_message: string | null;
  sender_user_id: string | null;
  reviewer_role_id: string | null;
  reader_role_id: string | null;
  action_holder_role_id: string | null;
  process_model_id: string | null;
  remarks: string;
  comment: string;
  commenter_id: string | null;
  /** JSON `[{questionId, question, data, type}]`. */
  answers: string;
  deleted: Flag;
  created_at: Millis;
  updated_at: Millis;
  /** When it was last closed; null while open (migration 0025). */
  closed_at: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
}

export interface ResponseActionTable {
  id: string;
  form_id: string;
  response_id: string;
  action: string;
  remarks: string;
  /** open, waiting or closed. */
  status: string;
  assignee_user_id: string | null;
  /** The user who created the action. */
  owner_user_id: string | null;
  /** 'yyyy-MM-dd'. */
  start_date: string;
  end_date: string;
  deleted: Flag;
  created_at: Millis;
  updated_at: Millis;
  /** 'yyyy-MM-dd': the day the assignee was last reminded that the action is due; null before. */
  due_reminded_on: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The home screen's link to the reporting dashboard on one host (spec part 1 §1). */
export interface DashboardLinkTable {
  id: string;
  /** Lowercase host name without port; unique. */
  host: string;
  url: string;
  /** test or customer. */
  kind: string;
  created_at: Millis;
  updated_at: Millis;
}

/** A one-off fact of the reporting area, set once (e.g. 'dashboard-links-seeded'). */
export interface ReportingFlagTable {
  name: string;
  set_at: Millis;
}

/** One read of a reporting feed. */
export interface FeedReadTable {
  id: string;
  /** responses or actions. */
  feed: string;
  read_at: Millis;
  rows: number;
  /** csv or json. */
  format: string;
}

/** Feedback on a published process model or one step of it (migration 0019). */
export interface FeedbackTable {
  id: string;
  process_model_id: string;
  /** The revision it was given on. */
  revision: number;
  /** The step of that revision; null: the model as a whole. */
  step_id: string | null;
  /** The step's name in that revision. */
  step_name: string | null;
  text: string;
  /** An uploaded file attached to it. */
  file_id: string | null;
  author_id: string;
  /** One of FEEDBACK_STATUSES. */
  status: string;
  /** Why it was declined; null otherwise. */
  reason: string | null;
  /** The revision whose publish marked it done. */
  done_in_revision: number | null;
  created_at: Millis;
  updated_at: Millis;
}

/**
 * A user's acknowledgement task of one published revision (who was asked, who confirmed when), and the
 * outbox of its notice and reminder emails.
 */
export interface AcknowledgementTable {
  process_model_id: string;
  revision: number;
  user_id: string;
  created_at: Millis;
  /** When the user confirmed having read the revision; null: not (yet). */
  confirmed_at: Millis | null;
  /** The later revision whose task closed this one unconfirmed; null: not replaced. */
  replaced_by_revision: number | null;
  /** When an instance claimed the notice to deliver it; a claim older than its lease may be taken again. */
  notice_claimed_at: Millis | null;
  notice_attempts: ColumnType<number, number | undefined, number>;
  /** When the notice email was delivered (or found needless: the user or the model deleted); null: not yet. */
  notified_at: Millis | null;
  /** When the reminder email was claimed for sending; null: none sent. */
  reminded_at: Millis | null;
}

/**
 * One thing a search finds (migration 0021), with who may find it; PostgreSQL also keeps its weighted
 * `document` (tsvector), SQLite its words in the FTS5 table `search_text` under `entry_id`.
 */
/** One entry of the audit trail (migration 0023): a link of the hash chain. */
export interface AuditEntryTable {
  seq: number | string;
  at: Millis;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string;
  address: string;
  request_id: string;
  entity: string;
  entity_id: string;
  action: string;
  change: string;
  personal_hash: string;
  erased_at: Millis | null;
  prev_hash: string;
  hash: string;
}

export interface AuditSubjectTable {
  user_id: string;
  seq: number | string;
}

/** The last entry the retention removed (one row, id 1): where the remaining chain begins. */
export interface AuditAnchorTable {
  id: number;
  seq: number | string;
  hash: string;
}

/** The chain's last link (migration 0026; one row, id 1): the last entry, or the anchor when none is left. */
export interface AuditHeadTable {
  id: number;
  seq: number | string;
  hash: string;
  at: number | string;
}

/** The secret of the erasure's pseudonyms (migration 0024; one row, id 1). */
export interface ErasureKeyTable {
  id: number;
  secret: string;
}

export interface SearchEntryTable {
  entry_id: number;
  kind: string;
  id: string;
  audience: SearchAudience;
  process_model_id: string | null;
  step_id: string | null;
  title: string;
  body: string;
  form_id: string | null;
  response_id: string | null;
  reviewer_role_id: string | null;
  reader_role_id: string | null;
  holder_user_id: string | null;
}

export interface Database {
  app_user: AppUserTable;
  role: RoleTable;
  user_role: UserRoleTable;
  role_role: RoleRoleTable;
  session: SessionTable;
  auth_generation: AuthGenerationTable;
  login_failure: LoginFailureTable;
  sign_in_device: SignInDeviceTable;
  auth_flow: AuthFlowTable;
  process_model: ProcessModelTable;
  process_model_revision: ProcessModelRevisionTable;
  approval_request: ApprovalRequestTable;
  process_model_actor: ProcessModelActorTable;
  process_model_subprocess: ProcessModelSubprocessTable;
  business_model: BusinessModelTable;
  input_output: InputOutputTable;
  input_output_use: InputOutputUseTable;
  uploaded_file: UploadedFileTable;
  uploaded_file_chunk: UploadedFileChunkTable;
  workflow_forms: WorkflowFormTable;
  workflow_responses: WorkflowResponseTable;
  response_actions: ResponseActionTable;
  dashboard_links: DashboardLinkTable;
  reporting_flags: ReportingFlagTable;
  feed_reads: FeedReadTable;
  feedback: FeedbackTable;
  acknowledgement: AcknowledgementTable;
  search_entry: SearchEntryTable;
  audit_entry: AuditEntryTable;
  audit_subject: AuditSubjectTable;
  audit_anchor: AuditAnchorTable;
  audit_head: AuditHeadTable;
  erasure_key: ErasureKeyTable;
}

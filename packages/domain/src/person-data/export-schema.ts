import { z } from 'zod';
import { auditEntrySchema } from '../audit/audit-schemas.js';

/** The value of `format` in every export of a person's data: what the file is, for a program that reads it. */
export const PERSON_DATA_FORMAT = 'stroomlijn-person-data';
/** The version of the export's shape; raised when a field changes meaning or goes. */
export const PERSON_DATA_VERSION = 1;

const millis = z.number().int().nonnegative();
const ref = z.object({ id: z.string(), name: z.string() }).strict();

/** The account: what the person and their user managers see of it, never a password or a session's secret. */
export const personDataAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    preposition: z.string(),
    lastName: z.string(),
    personnelNumber: z.string(),
    /** The interface language chosen; null: none. */
    language: z.string().nullable(),
    /** Whether a password is set (the hash itself is never exported). */
    hasPassword: z.boolean(),
    deleted: z.boolean(),
    createdAt: millis,
    updatedAt: millis,
    /** Open sessions (signed in now): how many, and when the last was used; null for none. */
    sessions: z.object({ count: z.number().int().nonnegative(), lastSeenAt: millis.nullable() }).strict(),
    /** Browsers remembered after a password sign-in: when each signed in (no token). */
    signInDevices: z.array(z.object({ signedInAt: millis }).strict()),
  })
  .strict();

/** A role the person holds: directly (given to them), or only through another role or to everyone. */
export const personDataRoleSchema = z
  .object({ id: z.string(), name: z.string(), direct: z.boolean(), effective: z.boolean() })
  .strict();

/** A response of a workflow form the person sent (the form service's user id is theirs). */
export const personDataResponseSchema = z
  .object({
    id: z.string(),
    form: ref,
    internalId: z.number().int(),
    submissionId: z.string(),
    subject: z.string(),
    submissionDate: millis,
    status: z.string(),
    remarks: z.string(),
    answers: z.array(z.unknown()),
    deleted: z.boolean(),
  })
  .strict();

/** The comment the person wrote on a response. */
export const personDataCommentSchema = z
  .object({ responseId: z.string(), form: ref, subject: z.string(), comment: z.string(), updatedAt: millis })
  .strict();

/** A follow-up action assigned to the person or created by them. */
export const personDataActionSchema = z
  .object({
    id: z.string(),
    responseId: z.string(),
    form: ref,
    action: z.string(),
    remarks: z.string(),
    status: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    assignedToPerson: z.boolean(),
    createdByPerson: z.boolean(),
    deleted: z.boolean(),
    createdAt: millis,
    updatedAt: millis,
  })
  .strict();

export const personDataFeedbackSchema = z
  .object({
    id: z.string(),
    processModel: ref,
    revision: z.number().int(),
    stepName: z.string().nullable(),
    text: z.string(),
    fileId: z.string().nullable(),
    status: z.string(),
    reason: z.string().nullable(),
    createdAt: millis,
    updatedAt: millis,
  })
  .strict();

export const personDataAcknowledgementSchema = z
  .object({
    processModel: ref,
    revision: z.number().int(),
    askedAt: millis,
    confirmedAt: millis.nullable(),
  })
  .strict();

/** An uploaded file's record; its bytes are in the zip at `path`. */
export const personDataFileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int().nonnegative(),
    type: z.string(),
    uploadedAt: millis,
    path: z.string(),
  })
  .strict();

/** A process model the person is named in: a submission for approval by them, or decided by them. */
export const personDataApprovalSchema = z
  .object({
    id: z.string(),
    processModel: ref,
    state: z.string(),
    submittedByPerson: z.boolean(),
    decidedByPerson: z.boolean(),
    submittedAt: millis,
    changeNote: z.string().nullable(),
    decidedAt: millis.nullable(),
    reason: z.string().nullable(),
  })
  .strict();

/** A published revision whose publisher or approver is recorded under the person's name (kept by name only). */
export const personDataRevisionSchema = z
  .object({
    processModelId: z.string(),
    revision: z.number().int(),
    name: z.string(),
    publishedAt: millis,
    publishedByName: z.string(),
    approvedByName: z.string().nullable(),
  })
  .strict();

/** Everything the product holds about one person (GDPR articles 15 and 20): `person.json` of the export. */
export const personDataExportSchema = z
  .object({
    format: z.literal(PERSON_DATA_FORMAT),
    version: z.literal(PERSON_DATA_VERSION),
    exportedAt: millis,
    /** What each part is, in words, keyed by the part's name. */
    about: z.record(z.string(), z.string()),
    person: personDataAccountSchema,
    roles: z.array(personDataRoleSchema),
    responses: z.array(personDataResponseSchema),
    comments: z.array(personDataCommentSchema),
    actions: z.array(personDataActionSchema),
    feedback: z.array(personDataFeedbackSchema),
    acknowledgements: z.array(personDataAcknowledgementSchema),
    approvals: z.array(personDataApprovalSchema),
    revisions: z.array(personDataRevisionSchema),
    files: z.array(personDataFileSchema),
    audit: z.array(auditEntrySchema),
  })
  .strict();
export type PersonDataExport = z.infer<typeof personDataExportSchema>;
export type PersonDataFile = z.infer<typeof personDataFileSchema>;

/** The counts an export's audit entry records: how many of each part, never their content. */
export type PersonDataCounts = Record<
  Exclude<keyof PersonDataExport, 'format' | 'version' | 'exportedAt' | 'about' | 'person'>,
  number
>;

/** The name of an export's download: `stroomlijn-person-2026-11-28.json` (the day in UTC). */
export function personDataFileName(exportedAt: number, extension: 'json' | 'zip'): string {
  return `stroomlijn-person-${new Date(exportedAt).toISOString().slice(0, 10)}.${extension}`;
}

/** Is the character a control (C0, DEL, C1) or one that a file system or an unzip tool reads as special? */
const unsafeInPath = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || '/\\:*?"<>|'.includes(char);
};

/** A file's place in the zip: `files/<id>-<name>`, the name without separators, controls or leading dots. */
export function personDataFilePath(id: string, name: string): string {
  const cleaned = [...name]
    .map((char) => (unsafeInPath(char) ? '_' : char))
    .join('')
    .replace(/^[.\s]+/, '');
  const safe = [...cleaned].slice(0, 120).join('');
  return `files/${id}-${safe || 'file'}`;
}

/**
 * The stand-in's data: forms, their questions, webhooks and submissions, in the shapes JotForm's API
 * answers with (snake_case, numbers as strings, 'YYYY-MM-DD HH:MM:SS' times).
 */

export interface StandInQuestionInput {
  /** The question id; by default the next free number. */
  qid?: string;
  /** The field name; answers are given by name (`userId`, `processModelId`, `subject` …). */
  name: string;
  text: string;
  /** JotForm's control type, such as `control_textbox`, `control_fullname`; default `control_textbox`. */
  type?: string;
  order?: number;
  /** Rendered as a hidden input on the form page (filled from the page's query). */
  hidden?: boolean;
  /** The choices of a `control_checkbox` or `control_radio`, and the columns of a `control_matrix`. */
  options?: string[];
  /** The rows (each a question) of a `control_matrix`. */
  rows?: string[];
}

export interface StandInQuestion {
  qid: string;
  name: string;
  text: string;
  type: string;
  order: number;
  hidden: boolean;
  options: string[];
  rows: string[];
}

export interface StandInFormInput {
  /** JotForm form ids are 15-digit numbers; by default one is made up. */
  id?: string;
  title: string;
  status?: 'ENABLED' | 'DISABLED' | 'DELETED';
  questions?: StandInQuestionInput[];
}

export interface StandInAnswer {
  name: string;
  order: string;
  text: string;
  type: string;
  answer?: unknown;
  prettyFormat?: string;
}

/** A submission exactly as `GET /submission/{id}` answers it. */
export interface StandInSubmission {
  id: string;
  form_id: string;
  ip: string;
  created_at: string;
  updated_at: string | null;
  status: 'ACTIVE';
  new: '1' | '0';
  flag: '0';
  notes: '';
  answers: Record<string, StandInAnswer>;
}

export interface StandInForm {
  id: string;
  title: string;
  status: 'ENABLED' | 'DISABLED' | 'DELETED';
  createdAt: string;
  updatedAt: string | null;
  questions: StandInQuestion[];
  /** Webhook URLs; a webhook's index is its position (the list closes up after a delete). */
  webhooks: string[];
  submissions: StandInSubmission[];
}

/** A file uploaded with a submission, served at its address under `/uploads/`. */
export interface StandInFile {
  content: Buffer;
  type: string;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC, the stand-in account's time zone. */
export function jotformTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function createStore() {
  const forms = new Map<string, StandInForm>();
  const submissions = new Map<string, StandInSubmission>();
  /** Uploaded files by the path of their address (`/uploads/{account}/{formId}/{submissionId}/{name}`). */
  const files = new Map<string, StandInFile>();
  let formSequence = 0;
  let lastSubmissionId = 0n;

  function newFormId(): string {
    formSequence += 1;
    return String(241_000_000_000_000 + (Date.now() % 1_000_000_000) * 1000 + formSequence).padStart(15, '0');
  }

  /** 19 digits, above 2^53, rising with time, as JotForm's submission ids are. */
  function newSubmissionId(): string {
    const candidate = BigInt(Date.now()) * 1_000_000n + BigInt(Math.floor(Math.random() * 1000));
    lastSubmissionId = candidate > lastSubmissionId ? candidate : lastSubmissionId + 1n;
    return lastSubmissionId.toString();
  }

  function addForm(input: StandInFormInput): StandInForm {
    const id = input.id ?? newFormId();
    if (forms.has(id)) throw new Error(`The stand-in already has a form ${id}`);
    let nextQid = 1;
    const questions = (input.questions ?? []).map((question, index): StandInQuestion => {
      const qid = question.qid ?? String(nextQid);
      nextQid = Math.max(nextQid, Number(qid) + 1 || nextQid + 1);
      return {
        qid,
        name: question.name,
        text: question.text,
        type: question.type ?? 'control_textbox',
        order: question.order ?? index + 1,
        hidden: question.hidden ?? false,
        options: question.options ?? [],
        rows: question.rows ?? [],
      };
    });
    const form: StandInForm = {
      id,
      title: input.title,
      status: input.status ?? 'ENABLED',
      createdAt: jotformTime(new Date()),
      updatedAt: null,
      questions,
      webhooks: [],
      submissions: [],
    };
    forms.set(id, form);
    return form;
  }

  function addSubmission(
    form: StandInForm,
    answers: Record<string, StandInAnswer>,
    createdAt: string,
    id: string = newSubmissionId(),
  ) {
    const submission: StandInSubmission = {
      id,
      form_id: form.id,
      ip: '127.0.0.1',
      created_at: createdAt,
      updated_at: null,
      status: 'ACTIVE',
      new: '1',
      flag: '0',
      notes: '',
      answers,
    };
    form.submissions.push(submission);
    submissions.set(submission.id, submission);
    return submission;
  }

  return { forms, submissions, files, newSubmissionId, addForm, addSubmission };
}

export type StandInStore = ReturnType<typeof createStore>;

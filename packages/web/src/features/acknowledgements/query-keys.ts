/** The user's acknowledgement tasks (read confirmations), one task's detail, and a revision's report. */
export const acknowledgementKeys = {
  all: ['acknowledgements'] as const,
  open: ['acknowledgements', 'open'] as const,
  detail: (id: string, revision: number) => ['acknowledgements', 'detail', id, revision] as const,
  report: (id: string, revision: number) => ['acknowledgements', 'report', id, revision] as const,
};

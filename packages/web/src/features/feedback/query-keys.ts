/** Feedback on published process models: a model's, the user's own, to handle, and a revision's done list. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  ofModel: (id: string) => ['feedback', 'model', id] as const,
  mine: ['feedback', 'mine'] as const,
  toHandle: ['feedback', 'to-handle'] as const,
  doneIn: (id: string, revision: number) => ['feedback', 'done', id, revision] as const,
};

import { emailLinkPaths } from '@stroomlijn/domain';

/**
 * The published model read-only at the feedback's step (or the model itself), under My process models:
 * the owner's tab for those who handle feedback, the actor's for anyone else, as the emails link.
 */
export function feedbackStepPath(processModelId: string, stepId: string | null, handles: boolean): string {
  return emailLinkPaths.feedback(handles ? 'owner' : 'actor', processModelId, stepId);
}

/** The published model's own feedback form, over the model read-only. */
export function giveFeedbackPath(processModelId: string): string {
  return `${emailLinkPaths.feedback('actor', processModelId, null)}/feedback`;
}

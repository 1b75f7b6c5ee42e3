/**
 * The pages of the web app that emails link to, one per kind of recipient (spec part 2 §2 Actions
 * area): the server builds the links, the web's routes answer them. Each is a page its recipient may
 * open: the reviewer's page of a response (AC-14), not the administrator's (`/workflow/…`, ROLE_ADMIN
 * only), and the assignee's page of an action (AC-04) and its agenda (AG-01).
 */
export const emailLinkPaths = {
  /** The reviewer handles a response: edit while it is open (AC-15), the view once it is finished. */
  reviewResponse: (formId: string, responseId: string) => `/actions/review/edit/${formId}/${responseId}`,
  /** The assignee updates the status and remarks of an action. */
  myAction: (formId: string, responseId: string, id: string) =>
    `/actions/my/${formId}/${responseId}/${id}/edit`,
  /** The action's agenda screen, which a calendar event links back to. */
  agenda: (formId: string, responseId: string, id: string) => `/agenda/${formId}/${responseId}/${id}`,
  /**
   * Feedback on a published model: the step's page in the published model (its information), or the
   * model itself for feedback on the whole model; `tab` is the My process models tab it opens under
   * (the owner's for those who handle feedback, the actor's for its author).
   */
  feedback: (tab: 'actor' | 'owner' | 'manager', processModelId: string, stepId: string | null) =>
    `/my-process-models/${tab}/${processModelId}/view${stepId === null ? '' : `/view-step-information/${stepId}`}`,
  /** A user's acknowledgement task: a published revision with their changed steps marked, and the confirmation. */
  acknowledgement: (processModelId: string, revision: number) =>
    `/acknowledgements/${processModelId}/${revision}`,
} as const;

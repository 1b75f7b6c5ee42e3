import type { InformationGroup, Step } from '@stroomlijn/domain';
import { createContext, useContext } from 'react';

/** Which of the two sub-routes shows the step's information. */
export type StepInformationMode = 'edit' | 'view';

/**
 * The step-information dialog's state, kept above its sub-routes so that the local copy of the groups
 * survives moving between them (group list, group forms, pickers, definition areas) until Finish.
 */
export interface StepInformationValue {
  mode: StepInformationMode;
  step: Step;
  /** The model whose own definitions the step may use. */
  processModelId: string;
  /** The model exists on the server: its own definitions can be listed and added. */
  modelSaved: boolean;
  /** The local copy of the step's groups (stored form: no output is the global id). */
  groups: readonly InformationGroup[];
  /** The local copy differs from the step's groups in the editor. */
  dirty: boolean;
  /** Changes one group of the local copy (unknown ids change nothing). */
  updateGroup(groupId: string, change: (group: InformationGroup) => InformationGroup): void;
  addGroup(group: InformationGroup): void;
  deleteGroup(groupId: string): void;
  /** The address of a sub-route of this dialog: '' is the group list, 'add-group', `${id}/edit-group` … */
  href(path: string): string;
  /** Opens a sub-route of this dialog (a new history entry). */
  open(path: string, options?: { returnTo?: string }): void;
  /** Where the definition areas go back to: the picker they were opened from, or null for the list. */
  areaReturn: string | null;
  /** Back to a page of this dialog (default the list): one step back when that is the page before. */
  back(target?: string): void;
  /** Leaves the dialog for the editor without asking (the local copy is dropped). */
  close(): void;
  /** Applies the local copy to the step (one undoable edit) and closes; false when the edit is refused. */
  finish(): boolean;
}

export const StepInformationContext = createContext<StepInformationValue | null>(null);

export function useStepInformation(): StepInformationValue {
  const value = useContext(StepInformationContext);
  if (!value) throw new Error('useStepInformation outside the step-information dialog');
  return value;
}

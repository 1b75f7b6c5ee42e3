import { type InformationGroup, normalizeGroup, type Step, stepGroups } from '@stroomlijn/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEditorContext } from '../editor/editor-context';
import type { StepInformationMode, StepInformationValue } from './step-information-context';
import { useDialogHistory } from './use-dialog-history';

const same = (a: readonly InformationGroup[], b: readonly InformationGroup[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The sub-route segment of each mode, below the editor's address. */
export const STEP_INFORMATION_ROUTE: Record<StepInformationMode, string> = {
  edit: 'edit-step-information',
  view: 'view-step-information',
};

/**
 * The local copy of a step's groups and the dialog's navigation. The copy starts from the step's groups
 * in the editor and changes only here; Finish replaces the step's groups with it in one command (IO-16).
 */
export function useStepInformationState(mode: StepInformationMode, step: Step): StepInformationValue {
  const { editor, basePath, server, guardDialog } = useEditorContext();
  const navigate = useNavigate();
  const [initial] = useState(() => stepGroups(editor.model, step.id).map(normalizeGroup));
  const [groups, setGroups] = useState<readonly InformationGroup[]>(initial);
  const [areaReturn, setAreaReturn] = useState<string | null>(null);
  const latest = useRef(groups);
  latest.current = groups;
  const root = `${basePath}/${STEP_INFORMATION_ROUTE[mode]}/${step.id}`;
  const { backTo, leave } = useDialogHistory(basePath);

  const change = useCallback((next: (current: readonly InformationGroup[]) => InformationGroup[]) => {
    const value = next(latest.current).map(normalizeGroup);
    latest.current = value;
    setGroups(value);
  }, []);

  const href = useCallback((path: string) => (path === '' ? root : `${root}/${path}`), [root]);
  const { execute } = editor;
  const stepId = step.id;
  const dirty = !same(groups, initial);
  // While the copy differs, leaving the dialog other than by Cancel or Finish (the browser's Back) asks.
  useEffect(() => guardDialog(mode === 'edit' && dirty ? root : null), [guardDialog, mode, dirty, root]);
  useEffect(() => () => guardDialog(null), [guardDialog]);
  const close = useCallback(() => {
    guardDialog(null);
    leave();
  }, [guardDialog, leave]);

  return useMemo<StepInformationValue>(
    () => ({
      mode,
      step,
      processModelId: editor.model.id,
      modelSaved: server !== null,
      groups,
      dirty,
      updateGroup: (groupId, update) =>
        change((current) => current.map((group) => (group.id === groupId ? update(group) : group))),
      addGroup: (group) => change((current) => [...current, group]),
      deleteGroup: (groupId) => change((current) => current.filter((group) => group.id !== groupId)),
      href,
      areaReturn,
      open: (path, options) => {
        setAreaReturn(options?.returnTo ?? null);
        void navigate(href(path));
      },
      back: (target = '') => backTo(href(target)),
      close,
      finish: () => {
        if (same(latest.current, initial)) {
          close();
          return true;
        }
        if (!execute({ type: 'step.set-groups', stepId, groups: latest.current })) return false;
        close();
        return true;
      },
    }),
    [
      mode,
      step,
      stepId,
      editor.model.id,
      server,
      groups,
      dirty,
      initial,
      change,
      href,
      areaReturn,
      navigate,
      backTo,
      close,
      execute,
    ],
  );
}

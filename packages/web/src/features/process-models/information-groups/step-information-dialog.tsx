import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { canHaveInformation, findStep, type Step } from '@stroomlijn/domain';
import { type ReactNode, useState } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useTranslation } from '../../../lib/translation';
import { stepName } from '../diagram';
import { NoticeDialog } from '../editor/dialogs/editor-dialog';
import { useEditorContext } from '../editor/editor-context';
import { DeleteGroupPage, DeleteInputPage, DeleteOutputPage } from './confirm-pages';
import { DefinitionAreaPage } from './definition-area-page';
import { DefinitionPickerPage } from './definition-picker-page';
import { GroupFormPage } from './group-form-page';
import { GroupListPage } from './group-list-page';
import { StepFeedbackPage } from './step-feedback-page';
import {
  StepInformationContext,
  type StepInformationMode,
  useStepInformation,
} from './step-information-context';
import { StepInformationNotice } from './step-information-notice';
import { useStepInformationState } from './use-step-information-state';
import { ViewGroupsPage } from './view-groups-page';

/** `edit-step-information/{stepId}/*`: the step's groups, edited locally until Finish (spec part 1 §2, §4). */
export function EditStepInformationDialog() {
  return <StepInformationRoute mode="edit" />;
}

/** `view-step-information/{stepId}/*`: the step's groups read-only (view and revision mode). */
export function ViewStepInformationDialog() {
  return <StepInformationRoute mode="view" />;
}

function StepInformationRoute({ mode }: { mode: StepInformationMode }) {
  const { t } = useTranslation();
  const { stepId = '' } = useParams();
  const { editor, readOnly } = useEditorContext();
  const title = t('step-information.title');
  if (mode === 'edit' && readOnly)
    return <NoticeDialog title={title}>{t('editor-dialogs.read-only')}</NoticeDialog>;
  const step = findStep(editor.model.steps, stepId);
  if (!step) return <NoticeDialog title={title}>{t('step-information.unknown-step')}</NoticeDialog>;
  if (!canHaveInformation(editor.model, stepId).allowed)
    return <NoticeDialog title={title}>{t('step-information.no-information')}</NoticeDialog>;
  return <StepInformationProvider key={`${mode}:${step.id}`} mode={mode} step={step} />;
}

function StepInformationProvider({ mode, step }: { mode: StepInformationMode; step: Step }) {
  const value = useStepInformationState(mode, step);
  return (
    <StepInformationContext.Provider value={value}>
      <StepInformationFrame />
    </StepInformationContext.Provider>
  );
}

/** A sub-page shown afresh for each address (its own snapshot of the group it names). */
function Page({ children }: { children: ReactNode }) {
  return <div key={useLocation().pathname}>{children}</div>;
}

function StepInformationFrame() {
  const { t } = useTranslation();
  const info = useStepInformation();
  const [asking, setAsking] = useState(false);
  const name = stepName(t, info.step).text;
  const title = t(`step-information.${info.mode}-title`, { name });
  usePageTitle(title);
  const requestClose = () => (info.mode === 'edit' && info.dirty ? setAsking(true) : info.close());

  const editRoutes = (
    <>
      <Route index element={<GroupListPage onCancel={requestClose} />} />
      <Route
        path="add-group"
        element={
          <Page>
            <GroupFormPage edit={false} />
          </Page>
        }
      />
      <Route
        path=":groupId/edit-group"
        element={
          <Page>
            <GroupFormPage edit />
          </Page>
        }
      />
      <Route
        path=":groupId/delete-group"
        element={
          <Page>
            <DeleteGroupPage />
          </Page>
        }
      />
      <Route
        path=":groupId/select-input"
        element={
          <Page>
            <DefinitionPickerPage kind="input" />
          </Page>
        }
      />
      <Route
        path=":groupId/select-output"
        element={
          <Page>
            <DefinitionPickerPage kind="output" />
          </Page>
        }
      />
      <Route
        path=":groupId/delete-input/:inputId"
        element={
          <Page>
            <DeleteInputPage />
          </Page>
        }
      />
      <Route
        path=":groupId/delete-output"
        element={
          <Page>
            <DeleteOutputPage />
          </Page>
        }
      />
    </>
  );
  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={title}
        size="xl"
        closeOnClickOutside={!asking}
        closeOnEscape={!asking}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Routes>
          {info.mode === 'edit' ? (
            editRoutes
          ) : (
            <>
              <Route index element={<ViewGroupsPage />} />
              <Route
                path="feedback"
                element={
                  <Page>
                    <StepFeedbackPage />
                  </Page>
                }
              />
            </>
          )}
          <Route path="input-output/*" element={<DefinitionAreaPage global={false} />} />
          <Route path="input-output-global/*" element={<DefinitionAreaPage global />} />
          <Route path="*" element={<UnknownPage />} />
        </Routes>
      </Modal>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('step-information.discard.title')}
        size="sm"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('step-information.discard.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {t('step-information.discard.keep')}
            </Button>
            <Button color="red" onClick={info.close}>
              {t('step-information.discard.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** An address below the step's information that names no page (or an edit page in view mode). */
function UnknownPage() {
  const { t } = useTranslation();
  const { mode } = useStepInformation();
  const text = t(mode === 'view' ? 'step-information.view-only' : 'editor-dialogs.unknown-route');
  return <StepInformationNotice text={text} />;
}

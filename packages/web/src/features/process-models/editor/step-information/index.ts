export { StepInformationButton } from './step-information-button';
export { EditStepInformationDialog, ViewStepInformationDialog } from './step-information-dialog';

// The information groups of a step (spec part 1 §3, §5): the editor's dialog that edits or shows them,
// and the read-only overview that the editor's view mode and the Data streams area show.
export { StepGroupsOverview, type StepGroupsOverviewProps } from './step-groups-overview';
export { StepInformationButton } from './step-information-button';
export { EditStepInformationDialog, ViewStepInformationDialog } from './step-information-dialog';

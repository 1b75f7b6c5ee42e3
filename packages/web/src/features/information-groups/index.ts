export { DefinitionSummary } from './definition-summary';
export { GroupInputs } from './group-inputs';
export { StepGroupsOverview } from './step-groups-overview';

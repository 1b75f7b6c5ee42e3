export { DefinitionLinks, formHref, RESULTS_HREF } from './definition-links';
export { DefinitionSummary } from './definition-summary';
export { StepGroupsOverview, type StepGroupsOverviewProps } from './step-groups-overview';

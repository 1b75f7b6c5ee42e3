/** The addresses of Data streams (spec part 2 §2 "Data streams"). */
export const DATA_STREAM_AREA = '/data-stream';

const segment = (id: string) => encodeURIComponent(id);

/** `/data-stream/{processModelId}/view`: the steps of a published model that have information groups. */
export function dataStreamModelPath(processModelId: string): string {
  return `${DATA_STREAM_AREA}/${segment(processModelId)}/view`;
}

/** `/data-stream/{processModelId}/{stepId}/view`: the group overview of one step. */
export function dataStreamStepPath(processModelId: string, stepId: string): string {
  return `${DATA_STREAM_AREA}/${segment(processModelId)}/${segment(stepId)}/view`;
}

/** `/data-stream/{processModelId}/input-output`: the model's input/output definitions. */
export function dataStreamDefinitionsPath(processModelId: string): string {
  return `${DATA_STREAM_AREA}/${segment(processModelId)}/input-output`;
}

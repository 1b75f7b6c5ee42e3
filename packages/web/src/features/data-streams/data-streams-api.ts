export { publishedModelQuery } from '../../lib/process-model-queries';
export { publishedModelsQuery } from '../process-models';

export { publishedModelQuery, publishedModelsQuery } from '../process-models';

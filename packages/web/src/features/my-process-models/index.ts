export { MyProcessModelsArea } from './my-process-models-area';

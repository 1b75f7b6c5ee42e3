import { useDefinitionsById } from '../../../input-outputs';
import { useStepInformation } from './step-information-context';

/** The definitions the step can use: the model's own (once it has been saved) and the global ones. */
export function useStepDefinitions() {
  const { processModelId, modelSaved } = useStepInformation();
  return useDefinitionsById(modelSaved ? processModelId : '');
}

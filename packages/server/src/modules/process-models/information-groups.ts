import {
  canBeOutput,
  type FieldError,
  formReuseProblem,
  GLOBAL_PROCESS_MODEL_ID,
  groupOutput,
  type InformationGroup,
  normalizeGroup,
  usedDefinitionIds,
} from '@stroomlijn/domain';
import { AppError } from '../../errors.js';
import type { GroupDefinition } from './information-repository.js';
import type { ProcessModelsRepository } from './repository.js';

const REUSE_MESSAGES = {
  'form-reused-in-process-model': 'A form can be used in one input or output of a process only',
  'form-result-reused-in-process-model':
    'The results of a form can be used in one input or output of a process only',
} as const;

/**
 * The groups as stored (`normalizeGroup`: an empty output is the global id, inputs unique), after the
 * rules of spec part 1 §5 and §8: every input and output is a live definition of this model or a global
 * one (422 validation under `groups.N.inputs.M` / `groups.N.output`), a form definition is no output,
 * and no form nor form result is used twice in the model (422 `form-reused-in-process-model` or
 * `form-result-reused-in-process-model`, naming the definitions). Locks the definitions it reads.
 */
export async function validGroups(
  repository: ProcessModelsRepository,
  processModelId: string,
  groups: readonly InformationGroup[],
): Promise<InformationGroup[]> {
  const normalized = groups.map(normalizeGroup);
  const definitions = await repository.liveDefinitions([...usedDefinitionIds(normalized)], { lock: true });
  const usable = (id: string): GroupDefinition | undefined => {
    const definition = definitions.get(id);
    const owner = definition?.processModelId;
    return owner === processModelId || owner === GLOBAL_PROCESS_MODEL_ID ? definition : undefined;
  };
  const errors: FieldError[] = [];
  groups.forEach((group, g) => {
    group.inputs.forEach((id, i) => {
      if (!usable(id)) errors.push({ name: `groups.${g}.inputs.${i}`, message: 'invalid-value' });
    });
    const output = groupOutput(group);
    const definition = output === null ? undefined : usable(output);
    if (output !== null && (!definition || !canBeOutput(definition.type))) {
      errors.push({ name: `groups.${g}.output`, message: 'invalid-value' });
    }
  });
  if (errors.length > 0) {
    throw new AppError('validation', {
      message: 'An information group uses an unknown definition, or a form as its output',
      errors,
    });
  }
  const reuse = formReuseProblem(normalized, definitions);
  if (reuse) {
    throw new AppError(reuse.messageKey, {
      statusCode: 422,
      message: REUSE_MESSAGES[reuse.messageKey],
      references: reuse.definitionIds.map((id) => ({ name: definitions.get(id)?.name ?? id })),
    });
  }
  return normalized;
}

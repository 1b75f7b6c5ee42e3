import { z } from 'zod';
import { TEXT_LIMIT } from '../../constants.js';

/**
 * An information group of a step (spec part 1 §3, §5): a name, a description, the input definitions it
 * uses and at most one output. Every model carries its groups, an empty list at first.
 */
export const informationGroupSchema = z
  .object({
    id: z.uuid(),
    stepId: z.uuid(),
    name: z.string().max(TEXT_LIMIT),
    description: z.string().max(TEXT_LIMIT),
    output: z.uuid().nullable(),
    inputs: z.array(z.uuid()).max(1000),
  })
  .strict()
  .meta({ id: 'InformationGroup' });
export type InformationGroup = z.infer<typeof informationGroupSchema>;

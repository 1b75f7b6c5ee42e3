import { describe, expect, it } from 'vitest';
import { PROCESS_MODEL_INPUT_FIELDS } from './model-constants.js';
import { processModelInputSchema } from './schemas.js';

describe('the process model constants kept apart from the schemas', () => {
  it("names exactly the fields of what the editor sends, the schema's", () => {
    expect([...PROCESS_MODEL_INPUT_FIELDS].sort()).toEqual(Object.keys(processModelInputSchema.shape).sort());
  });
});

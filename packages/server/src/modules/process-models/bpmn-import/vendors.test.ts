import { readdirSync, readFileSync } from 'node:fs';
import type { BpmnImportPreview } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { expectEveryTaskLands } from '../../../test/bpmn-import-checks.js';
import { multipartBody } from '../../../test/multipart.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

const fixtures = new URL('../../../test/fixtures/bpmn-miwg/', import.meta.url);
const vendors = readdirSync(new URL('vendors/', fixtures)).sort();

/** Exports that do not hold the reference model's tasks (the tool's doing): their own tasks must land. */
const DIFFERENT_EXPORTS: Record<string, string> = {
  'bpmn-io/C.1.0-export.bpmn': 'renamed three tasks (case, and "klären" encoded twice)',
  'bpmn-io/C.4.0-export.bpmn': 'holds one of the four pools',
};

async function preview(file: URL): Promise<{ bytes: Buffer; answer: BpmnImportPreview }> {
  const bytes = readFileSync(file);
  const response = await modeler.upload(
    '/api/process_model/import/bpmn?dryRun=true',
    multipartBody([{ kind: 'file', filename: 'model.bpmn', contentType: 'application/xml', content: bytes }]),
  );
  expect(response.statusCode, response.body).toBe(200);
  return { bytes, answer: response.json() };
}

describe("other tools' exports of the MIWG reference models", () => {
  for (const vendor of vendors) {
    const files = readdirSync(new URL(`vendors/${vendor}/`, fixtures)).sort();
    for (const file of files) {
      const reference = `${file.split('-')[0]}.bpmn`;
      it(`${vendor} ${file}: every task lands as from the reference file, with its name, role and order`, async () => {
        const exported = await preview(new URL(`vendors/${vendor}/${file}`, fixtures));
        const names = await expectEveryTaskLands(`${vendor}/${file}`, exported.bytes, exported.answer);
        if (DIFFERENT_EXPORTS[`${vendor}/${file}`]) return;
        const original = await preview(new URL(reference, fixtures));
        const originalNames = await expectEveryTaskLands(reference, original.bytes, original.answer);
        expect([...names].sort()).toEqual([...originalNames].sort());
      });
    }
  }
});

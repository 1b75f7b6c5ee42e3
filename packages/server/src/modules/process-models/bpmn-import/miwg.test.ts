import { readdirSync, readFileSync } from 'node:fs';
import type { BpmnImportPreview } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { expectEveryTaskLands } from '../../../test/bpmn-import-checks.js';
import { multipartBody } from '../../../test/multipart.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

const fixtures = new URL('../../../test/fixtures/bpmn-miwg/', import.meta.url);
const files = readdirSync(fixtures)
  .filter((name) => name.endsWith('.bpmn'))
  .sort();

/** The rows of the table in docs/bpmn-import-miwg.md, by file. */
function documentedRows(): Map<string, string[]> {
  const text = readFileSync(new URL('../../../../../../docs/bpmn-import-miwg.md', import.meta.url), 'utf8');
  const rows = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim().replaceAll('\\|', '|'));
    if (cells.length === 7 && /^[A-C]\.\d/.test(cells[0] as string)) rows.set(cells[0] as string, cells);
  }
  return rows;
}

/** The same row, from what the import answers. */
function rowOf(file: string, preview: BpmnImportPreview): string[] {
  const count = (outcome: string) => String(preview.report.filter((item) => item.outcome === outcome).length);
  const why = new Map<string, number>();
  for (const item of preview.report)
    if (item.outcome !== 'kept')
      why.set(`${item.outcome} ${item.reason}`, (why.get(`${item.outcome} ${item.reason}`) ?? 0) + 1);
  const reasons = [...why]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, n]) => `${key.split(' ')[1]} ×${n}`)
    .join(', ');
  return [
    file.replace('.bpmn', ''),
    preview.models
      .map((model) => `${model.name} (${model.refusal ? 'refused' : model.steps.length})`)
      .join('; '),
    count('kept'),
    count('approximated'),
    count('left-out'),
    count('refused'),
    reasons || '—',
  ];
}

async function preview(file: string): Promise<BpmnImportPreview> {
  const content = readFileSync(new URL(file, fixtures));
  const response = await modeler.upload(
    '/api/process_model/import/bpmn?dryRun=true',
    multipartBody([{ kind: 'file', filename: file, contentType: 'application/octet-stream', content }]),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the OMG BPMN MIWG reference models', () => {
  const rows = documentedRows();

  it('has a documented row for each of the 21 files', () => {
    expect(files).toHaveLength(21);
    expect([...rows.keys()]).toEqual(files.map((file) => file.replace('.bpmn', '')));
  });

  for (const file of files) {
    it(`imports ${file} as docs/bpmn-import-miwg.md says: every task with its name, in its lane's role, in flow order`, async () => {
      const answer = await preview(file);
      expect(rowOf(file, answer)).toEqual(rows.get(file.replace('.bpmn', '')));

      await expectEveryTaskLands(file, readFileSync(new URL(file, fixtures)), answer);
    });
  }
});

/// <reference path="../bpmn/bpmn-moddle.d.ts" />
import { readdirSync, readFileSync } from 'node:fs';
import { type BpmnImportPreview, reaches, type Step } from '@stroomlijn/domain';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { matchKey } from './convert-file.js';
import { decodeXml } from './read-bpmn.js';

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

/** Every task of the file with its container (process or sub-process) and the name of its lane. */
async function tasksOf(file: string) {
  const { rootElement } = await new BpmnModdle().fromXML(decodeXml(readFileSync(new URL(file, fixtures))));
  const tasks: { task: ModdleElement; container: ModdleElement; lane: string }[] = [];
  const flows: { flow: ModdleElement; container: ModdleElement }[] = [];
  const list = (element: ModdleElement, property: string) =>
    (element[property] as ModdleElement[] | undefined) ?? [];
  const walk = (container: ModdleElement, laneOf: Map<ModdleElement, string>, outerLane: string) => {
    for (const element of list(container, 'flowElements')) {
      const lane = laneOf.get(element) ?? outerLane;
      if (element.$instanceOf('bpmn:SequenceFlow')) flows.push({ flow: element, container });
      else if (element.$instanceOf('bpmn:SubProcess')) walk(element, laneOf, lane);
      else if (element.$instanceOf('bpmn:Task')) {
        const performer = list(element, 'resources').find((resource) =>
          resource.$instanceOf('bpmn:Performer'),
        );
        const named = (performer?.resourceRef as ModdleElement | undefined)?.name ?? performer?.name;
        tasks.push({ task: element, container, lane: laneOf.has(element) ? lane : String(named ?? lane) });
      }
    }
  };
  for (const process of list(rootElement, 'rootElements').filter((root) => root.$type === 'bpmn:Process')) {
    const laneOf = new Map<ModdleElement, string>();
    const lanes = (laneSet: ModdleElement) => {
      for (const lane of list(laneSet, 'lanes')) {
        for (const node of list(lane, 'flowNodeRef')) laneOf.set(node, String(lane.name ?? ''));
        if (lane.childLaneSet) lanes(lane.childLaneSet as ModdleElement);
      }
    };
    for (const laneSet of list(process, 'laneSets')) lanes(laneSet);
    walk(process, laneOf, '');
  }
  return { tasks, flows };
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

      const { tasks, flows } = await tasksOf(file);
      const itemOf = (element: ModdleElement) => answer.report.find((item) => item.elementId === element.id);
      const stepOf = new Map<ModdleElement, { step: Step; steps: Step[] }>();
      for (const { task, container, lane } of tasks) {
        const item = itemOf(task);
        expect(item, `${file}: ${task.id} is in the report`).toBeDefined();
        if (item?.outcome === 'left-out') continue;
        const model = answer.models.find((candidate) => candidate.key === container.id);
        expect(model?.refusal ?? null).toBeNull();
        const name = String(task.name ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 200);
        const step = model?.steps.find(
          (candidate) => candidate.type === 'activity' && candidate.name === name,
        );
        expect(step, `${file}: the task ${task.id} "${name}"`).toBeDefined();
        expect(matchKey(step?.actor.name ?? ''), `${file}: the role of "${name}"`).toBe(matchKey(lane));
        if (step && model) stepOf.set(task, { step, steps: model.steps });
      }
      for (const { flow } of flows) {
        const from = stepOf.get(flow.sourceRef as ModdleElement);
        const to = stepOf.get(flow.targetRef as ModdleElement);
        if (!from || !to || itemOf(flow)?.reason === 'loop-back') continue;
        expect(reaches(from.steps, from.step.id, to.step.id), `${file}: ${flow.id} keeps the order`).toBe(
          true,
        );
      }
    });
  }
});

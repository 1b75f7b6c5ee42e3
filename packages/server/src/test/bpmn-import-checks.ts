/// <reference path="../modules/process-models/bpmn/bpmn-moddle.d.ts" />
import { type BpmnImportPreview, reaches, type Step } from '@stroomlijn/domain';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { expect } from 'vitest';
import { matchKey } from '../modules/process-models/bpmn-import/convert-file.js';
import { decodeXml } from '../modules/process-models/bpmn-import/read-bpmn.js';

const list = (element: ModdleElement, property: string) =>
  (element[property] as ModdleElement[] | undefined) ?? [];

/** Every task of a BPMN file with its container (process or sub-process) and the name of its lane or performer. */
async function tasksOf(bytes: Buffer) {
  const { rootElement } = await new BpmnModdle().fromXML(decodeXml(bytes));
  const tasks: { task: ModdleElement; container: ModdleElement; lane: string }[] = [];
  const flows: ModdleElement[] = [];
  const walk = (container: ModdleElement, laneOf: Map<ModdleElement, string>, outerLane: string) => {
    for (const element of list(container, 'flowElements')) {
      const lane = laneOf.get(element) ?? outerLane;
      if (element.$instanceOf('bpmn:SequenceFlow')) flows.push(element);
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

/**
 * Checks an import's preview against its file: every task is in the report, and every task not left
 * out is an activity of its process's (or sub-process's) model with its name, in its lane's (or
 * performer's) role, reached from the task before it along each sequence flow that is not a loop's
 * flow back. Answers the names of the activities found, in the order of the file's tasks.
 */
export async function expectEveryTaskLands(
  label: string,
  bytes: Buffer,
  answer: BpmnImportPreview,
): Promise<string[]> {
  const { tasks, flows } = await tasksOf(bytes);
  const itemOf = (element: ModdleElement) => answer.report.find((item) => item.elementId === element.id);
  const stepOf = new Map<ModdleElement, { step: Step; steps: Step[] }>();
  const names: string[] = [];
  for (const { task, container, lane } of tasks) {
    const item = itemOf(task);
    expect(item, `${label}: ${task.id} is in the report`).toBeDefined();
    if (item?.outcome === 'left-out') continue;
    const model = answer.models.find((candidate) => candidate.key === container.id);
    expect(model?.refusal ?? null, `${label}: the model of ${task.id}`).toBeNull();
    const name = String(task.name ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200);
    const step = model?.steps.find((candidate) => candidate.type === 'activity' && candidate.name === name);
    expect(step, `${label}: the task ${task.id} "${name}"`).toBeDefined();
    expect(matchKey(step?.actor.name ?? ''), `${label}: the role of "${name}"`).toBe(matchKey(lane));
    if (step && model) stepOf.set(task, { step, steps: model.steps });
    names.push(name);
  }
  for (const flow of flows) {
    const from = stepOf.get(flow.sourceRef as ModdleElement);
    const to = stepOf.get(flow.targetRef as ModdleElement);
    if (!from || !to || itemOf(flow)?.reason === 'loop-back') continue;
    expect(reaches(from.steps, from.step.id, to.step.id), `${label}: ${flow.id} keeps the order`).toBe(true);
  }
  return names;
}

import { checkInvariants, flowOrder, type Step } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type ConvertedFile, convertFile } from './convert-file.js';
import { IMPORT_TEXTS } from './import-texts.js';

/** A BPMN file of one process holding `body`. */
function bpmn(body: string, process = 'P'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="urn:test">
  <process id="${process}" name="Proces">${body}</process>
</definitions>`;
}

const flow = (id: string, from: string, to: string, extra = '') =>
  `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"${extra}/>`;

async function converted(body: string): Promise<ConvertedFile> {
  return convertFile(bpmn(body), IMPORT_TEXTS.en);
}

/** The one model's steps as `name → child names` lines, in flow order, start and end by type. */
function outline(steps: Step[]): string[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const label = (step: Step) =>
    step.type === 'start' || step.type === 'end'
      ? step.type
      : `${step.name || step.type}${step.operator ? ` ${step.operator}` : ''}`;
  return flowOrder(steps).map((id) => {
    const step = byId.get(id) as Step;
    const children = step.children.map((child) => label(byId.get(child.id) as Step));
    return `${label(step)} → ${children.join(', ')}`;
  });
}

function reasonOf(file: ConvertedFile, id: string) {
  const item = file.report.find((candidate) => candidate.elementId === id);
  return item && `${item.outcome} ${item.reason}${item.detail ? ` ${item.detail}` : ''}`;
}

describe('converting one BPMN process into a Stroomlijn model', () => {
  it('keeps a chain of tasks of every kind, in order', async () => {
    const file = await converted(
      `<startEvent id="s"/><userTask id="a" name="Aanvragen"/><serviceTask id="b" name="Boeken"/><endEvent id="e"/>
       ${flow('f1', 's', 'a')}${flow('f2', 'a', 'b')}${flow('f3', 'b', 'e')}`,
    );
    const [model] = file.models;
    expect(checkInvariants(model?.steps ?? [])).toBeNull();
    expect(outline(model?.steps ?? [])).toEqual([
      'start → Aanvragen',
      'Aanvragen → Boeken',
      'Boeken → end',
      'end → ',
    ]);
    expect(reasonOf(file, 'a')).toBe('kept activity');
  });

  it('gives a gateway its branches in the order of its outgoing flows, joins where they meet, and reports flow names', async () => {
    const file = await converted(
      `<startEvent id="s"/><exclusiveGateway id="g" name="Akkoord?"><outgoing>no</outgoing><outgoing>yes</outgoing></exclusiveGateway>
       <task id="a" name="Afwijzen"/><task id="b" name="Bestellen"/><exclusiveGateway id="j"/><endEvent id="e"/>
       ${flow('f1', 's', 'g')}${flow('yes', 'g', 'b', ' name="ja"')}${flow('no', 'g', 'a', ' name="nee"')}
       ${flow('f4', 'a', 'j')}${flow('f5', 'b', 'j')}${flow('f6', 'j', 'e')}`,
    );
    expect(outline(file.models[0]?.steps ?? [])).toEqual([
      'start → Akkoord? CHOICE',
      'Akkoord? CHOICE → Afwijzen, Bestellen',
      'Afwijzen → end',
      'Bestellen → end',
      'end → ',
    ]);
    expect(reasonOf(file, 'j')).toBe('kept join');
    expect(reasonOf(file, 'yes')).toBe('approximated flow-name ja');
  });

  it('leaves out the flow back of a rework loop and lets the rework go on where the decision leads out', async () => {
    const file = await converted(
      `<startEvent id="s"/><task id="a" name="Opstellen"/><exclusiveGateway id="g" name="Goed?"/>
       <task id="r" name="Herzien"/><task id="z" name="Versturen"/><endEvent id="e"/>
       ${flow('f1', 's', 'a')}${flow('f2', 'a', 'g')}${flow('ok', 'g', 'z')}${flow('again', 'g', 'r')}
       ${flow('back', 'r', 'a')}${flow('f5', 'z', 'e')}`,
    );
    const [model] = file.models;
    expect(checkInvariants(model?.steps ?? [])).toBeNull();
    expect(outline(model?.steps ?? [])).toEqual([
      'start → Opstellen',
      'Opstellen → Goed? CHOICE',
      'Goed? CHOICE → Versturen, Herzien',
      'Herzien → Versturen',
      'Versturen → end',
      'end → ',
    ]);
    expect(reasonOf(file, 'back')).toBe('left-out loop-back Opstellen');
  });

  it('refuses a model whose loop has no way out, naming its elements', async () => {
    const file = await converted(
      `<startEvent id="s"/><task id="a" name="Eén"/><task id="b" name="Twee"/>
       ${flow('f1', 's', 'a')}${flow('f2', 'a', 'b')}${flow('f3', 'b', 'a')}`,
    );
    expect(file.models[0]?.refusal).toEqual({
      reason: 'loop-without-exit',
      elements: [
        { id: 'a', name: 'Eén' },
        { id: 'b', name: 'Twee' },
      ],
    });
    expect(file.models[0]?.steps).toEqual([]);
    expect(reasonOf(file, 'a')).toBe('refused loop-without-exit');
  });

  it('turns a boundary event into a choice after its activity, an intermediate event into an activity, two ends into one', async () => {
    const file = await converted(
      `<startEvent id="s"/><task id="a" name="Wachten op antwoord"/>
       <boundaryEvent id="t" attachedToRef="a"><timerEventDefinition/></boundaryEvent>
       <intermediateThrowEvent id="m" name="Herinnering sturen"><messageEventDefinition/></intermediateThrowEvent>
       <endEvent id="e1"/><endEvent id="e2"/>
       ${flow('f1', 's', 'a')}${flow('f2', 'a', 'e1')}${flow('f3', 't', 'm')}${flow('f4', 'm', 'e2')}`,
    );
    expect(outline(file.models[0]?.steps ?? [])).toEqual([
      'start → Wachten op antwoord',
      'Wachten op antwoord → control CHOICE',
      'control CHOICE → end, Timer',
      'Timer → Herinnering sturen',
      'Herinnering sturen → end',
      'end → ',
    ]);
    expect(reasonOf(file, 't')).toBe('approximated boundary-as-choice Wachten op antwoord');
    expect(reasonOf(file, 'm')).toBe('approximated event-as-activity Herinnering sturen');
    expect(reasonOf(file, 'e2')).toBe('approximated ends-merged');
  });

  it('adds a parallel control after a task with two flows out, and a choice when a flow has a condition', async () => {
    const file = await converted(
      `<startEvent id="s"/><task id="a" name="A"/><task id="b" name="B"/><task id="c" name="C"/><endEvent id="e"/>
       ${flow('f1', 's', 'a')}${flow('f2', 'a', 'b')}${flow('f3', 'a', 'c')}${flow('f4', 'b', 'e')}${flow('f5', 'c', 'e')}`,
    );
    expect(outline(file.models[0]?.steps ?? [])).toContain('control PARALLEL → B, C');
    expect(reasonOf(file, 'a')).toBe('approximated split-after-step parallel');
    const conditional = await converted(
      `<startEvent id="s"/><task id="a" name="A"/><task id="b" name="B"/><task id="c" name="C"/><endEvent id="e"/>
       ${flow('f1', 's', 'a')}<sequenceFlow id="f2" sourceRef="a" targetRef="b"><conditionExpression>x</conditionExpression></sequenceFlow>
       ${flow('f3', 'a', 'c')}${flow('f4', 'b', 'e')}${flow('f5', 'c', 'e')}`,
    );
    expect(outline(conditional.models[0]?.steps ?? [])).toContain('control CHOICE → B, C');
  });

  it('starts the tasks no flow leads to, with a choice after the start when there are several ways in', async () => {
    const file = await converted(
      `<startEvent id="s1"/><startEvent id="s2"/><task id="a" name="A"/><task id="b" name="B"/>
       ${flow('f1', 's1', 'a')}${flow('f2', 's2', 'b')}`,
    );
    expect(outline(file.models[0]?.steps ?? [])).toEqual([
      'start → control CHOICE',
      'control CHOICE → A, B',
      'A → end',
      'B → end',
      'end → ',
    ]);
    expect(reasonOf(file, 's2')).toBe('approximated starts-merged');
  });

  it('converts 4,998 tasks in a row (MAX_STEPS with start and end) without running out of stack', async () => {
    const tasks = Array.from({ length: 4998 }, (_, index) => `<task id="t${index}" name="Taak ${index}"/>`);
    const flows = Array.from({ length: 4997 }, (_, index) => flow(`f${index}`, `t${index}`, `t${index + 1}`));
    const file = await converted(tasks.join('') + flows.join(''));
    expect(file.models[0]?.refusal).toBeNull();
    expect(file.models[0]?.steps).toHaveLength(5000);
    expect(checkInvariants(file.models[0]?.steps ?? [])).toBeNull();
  });
});

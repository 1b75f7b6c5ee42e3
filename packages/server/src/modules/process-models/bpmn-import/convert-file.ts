import type { BpmnImportReportItem } from '@stroomlijn/domain';
import type { ModdleElement } from 'bpmn-moddle';
import { NO_ACTOR_LANE } from '../bpmn/bpmn-export.js';
import { type ConvertedModel, convertContainer, cutText } from './convert-process.js';
import { fileName, ImportReport } from './import-report.js';
import type { ImportTexts } from './import-texts.js';
import { readBpmn } from './read-bpmn.js';

/** A file converted, before the database is read: the models, the lanes (by key) and the report. */
export interface ConvertedFile {
  models: ConvertedModel[];
  lanes: { key: string; name: string }[];
  report: BpmnImportReportItem[];
}

/** A name as lanes and roles are matched: case, accents and runs of spaces ignored. */
export function matchKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const children = (element: ModdleElement, property: string) =>
  (element[property] as ModdleElement[] | undefined) ?? [];

/** The lanes of a process, inner lanes last so that an element takes the innermost lane that lists it. */
function lanesOf(process: ModdleElement): ModdleElement[] {
  const lanes: ModdleElement[] = [];
  const walk = (laneSet: ModdleElement | undefined) => {
    for (const lane of children(laneSet ?? ({} as ModdleElement), 'lanes')) {
      lanes.push(lane);
      walk(lane.childLaneSet as ModdleElement | undefined);
    }
  };
  for (const laneSet of children(process, 'laneSets')) walk(laneSet);
  return lanes;
}

/** The name of the first performer (a human performer, a potential owner) an activity names. */
function performerName(element: ModdleElement): string {
  for (const resource of children(element, 'resources')) {
    if (!resource.$instanceOf('bpmn:Performer')) continue;
    const name = fileName((resource.resourceRef as ModdleElement | undefined)?.name ?? resource.name).text;
    if (name !== '') return name;
  }
  return '';
}

/**
 * Converts a BPMN 2.0 file into the models an import would create: one per process with flow
 * elements (named by its pool), one per embedded sub-process, each step in its lane's role; and
 * reports what became of every element of the diagram. Pure: the roles and models the lanes and call
 * activities name are looked up afterwards (import-plan.ts).
 */
export async function convertFile(text: string, texts: ImportTexts): Promise<ConvertedFile> {
  const { definitions } = await readBpmn(text);
  const report = new ImportReport();
  const lanes = new Map<string, string>();
  const laneByElement = new Map<ModdleElement, string | null>();
  const laneKey = (name: string) => {
    const key = matchKey(name);
    if (!lanes.has(key)) lanes.set(key, name);
    return key;
  };

  const hiddenMarkers = new Set<ModdleElement>();
  for (const diagram of children(definitions, 'diagrams'))
    for (const shape of children(
      (diagram.plane as ModdleElement | undefined) ?? ({} as ModdleElement),
      'planeElement',
    ))
      if (shape.isMarkerVisible === false && shape.bpmnElement)
        hiddenMarkers.add(shape.bpmnElement as ModdleElement);

  const roots = children(definitions, 'rootElements');
  const poolNames = new Map<ModdleElement, string>();
  for (const collaboration of roots.filter((root) => root.$instanceOf('bpmn:Collaboration'))) {
    for (const participant of children(collaboration, 'participants')) {
      const process = participant.processRef as ModdleElement | undefined;
      if (!process || children(process, 'flowElements').length === 0) continue;
      const name = fileName(participant.name).text;
      if (name !== '' && !poolNames.has(process)) poolNames.set(process, name);
    }
  }

  const models: ConvertedModel[] = [];
  for (const process of roots.filter((root) => root.$type === 'bpmn:Process')) {
    const name = poolNames.get(process) ?? (fileName(process.name).text || fileName(process.id).text);
    if (!children(process, 'flowElements').some((element) => element.$instanceOf('bpmn:FlowNode'))) {
      report.note(process, null, 'left-out', 'empty-process');
      continue;
    }
    for (const lane of lanesOf(process)) {
      const laneName = fileName(lane.name).text;
      // Stroomlijn's own export draws the steps without actor in a lane of their own.
      const none = laneName === '' || (laneName === NO_ACTOR_LANE && String(lane.id).startsWith('Lane_none'));
      const key = none ? null : laneKey(laneName);
      if (laneName === '') report.note(lane, process.id as string, 'left-out', 'lane-without-name');
      else report.note(lane, process.id as string, 'kept', 'actor-role', laneName);
      for (const element of children(lane, 'flowNodeRef')) laneByElement.set(element, key);
    }
    report.note(process, process.id as string, 'kept', 'model', name);
    convertContainer(
      process,
      {
        key: process.id as string,
        name,
        description: cutText(
          children(process, 'documentation')
            .map((part) => String(part.text ?? '').trim())
            .join('\n')
            .trim(),
        ).text,
        parentKey: null,
        lane: null,
      },
      {
        report,
        texts,
        laneOf: (element) => {
          if (laneByElement.has(element)) return laneByElement.get(element) ?? null;
          const performer = performerName(element);
          return performer === '' ? null : laneKey(performer);
        },
        markerHidden: (element) => hiddenMarkers.has(element),
        ownExport: definitions.exporter === 'Stroomlijn',
        models,
      },
    );
  }

  for (const collaboration of roots.filter((root) => root.$instanceOf('bpmn:Collaboration'))) {
    for (const participant of children(collaboration, 'participants')) {
      const process = participant.processRef as ModdleElement | undefined;
      const model = models.find((candidate) => candidate.key === process?.id);
      if (model) report.note(participant, model.key, 'kept', 'model', model.name);
      else report.note(participant, null, 'left-out', 'pool-without-process');
    }
    for (const flow of children(collaboration, 'messageFlows'))
      report.note(flow, null, 'left-out', 'message-flow');
    for (const artifact of children(collaboration, 'artifacts'))
      report.note(artifact, null, 'left-out', 'annotation');
  }
  for (const root of roots)
    if (root.$instanceOf('bpmn:DataStore')) report.note(root, null, 'left-out', 'data');

  const usedLanes = new Set(models.flatMap((model) => Object.values(model.laneOf)));
  return {
    models,
    lanes: [...lanes].filter(([key]) => usedLanes.has(key)).map(([key, name]) => ({ key, name })),
    report: report.items(),
  };
}

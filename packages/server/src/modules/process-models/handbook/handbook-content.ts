import { flowOrder, type InputOutput, type Language, reviewDate, type Step } from '@stroomlijn/domain';
import { toRevision } from '../mapping.js';
import type { RevisionRow } from '../repository.js';
import { type DiagramDrawing, diagramDrawing } from './handbook-svg.js';
import { formatTime, HANDBOOK_TEXTS, type HandbookTexts } from './handbook-texts.js';

/** One row of the table of steps. */
export interface HandbookStep {
  number: number;
  name: string;
  type: string;
  actor: string;
  inputs: string;
  outputs: string;
}

/** What a handbook says, in one language: the same for the HTML page and the PDF. */
export interface Handbook {
  language: Language;
  texts: HandbookTexts;
  /** The model's name; the document's title is it with the revision. */
  name: string;
  title: string;
  description: string;
  /** Label and value of each fact about the revision, in the order shown. */
  facts: [string, string][];
  changeNote: string | null;
  /** The diagram, and what it shows in words. */
  diagram: DiagramDrawing;
  diagramText: string;
  steps: HandbookStep[];
  /** The file's name without extension. */
  fileName: string;
  /** When the revision was published: the document's date, so one revision gives the same file. */
  date: number;
}

/** The model as the handbook needs it: the latest revision's review interval (null: none, or not the latest). */
export interface HandbookSource {
  row: RevisionRow;
  /** Months between reviews when this revision is the model's latest publish; null otherwise. */
  reviewIntervalMonths: number | null;
}

/** The inputs and outputs of each step by definition name, in the order of the step's information groups. */
function informationOf(row: RevisionRow, groups: ReturnType<typeof toRevision>['model']['groups']) {
  const definitions = JSON.parse(row.definitions) as InputOutput[];
  const names = new Map(definitions.map((definition) => [definition.id, definition.name]));
  const byStep = new Map<string, { inputs: string[]; outputs: string[] }>();
  for (const group of groups) {
    const entry = byStep.get(group.stepId) ?? { inputs: [], outputs: [] };
    for (const id of group.inputs) entry.inputs.push(names.get(id) ?? group.name);
    if (group.output !== null) entry.outputs.push(names.get(group.output) ?? group.name);
    byStep.set(group.stepId, entry);
  }
  return byStep;
}

/** The handbook of one published revision in `language`. */
export function handbookOf({ row, reviewIntervalMonths }: HandbookSource, language: Language): Handbook {
  const texts = HANDBOOK_TEXTS[language];
  const { revision, changeNote, model } = toRevision(row);
  const byId = new Map(model.steps.map((step) => [step.id, step]));
  const information = informationOf(row, model.groups);
  const unique = (names: string[]) => [...new Set(names)].join(', ');
  const steps = flowOrder(model.steps).map((id, index): HandbookStep => {
    const step = byId.get(id) as Step;
    const info = information.get(id);
    return {
      number: index + 1,
      name: step.name,
      type: texts.types[step.type],
      actor: step.actor.name,
      inputs: unique(info?.inputs ?? []),
      outputs: unique(info?.outputs ?? []),
    };
  });
  const at = (time: number | null | undefined) => (time ? formatTime(language, time) : texts.none);
  const due = reviewDate(model.publishedAt, reviewIntervalMonths);
  const facts: [string, string][] = [
    [texts.revision, String(revision)],
    [texts.owner, model.owner.name || texts.none],
    [texts.manager, model.manager.name || texts.none],
    [texts.publishedBy, model.publishedBy?.name ?? texts.none],
    [texts.publishedAt, at(model.publishedAt)],
  ];
  if (model.approvedBy) {
    facts.push([texts.approvedBy, model.approvedBy.name], [texts.approvedAt, at(model.approvedAt)]);
  }
  facts.push([texts.reviewDate, due === null ? texts.none : formatTime(language, due, false)]);
  const name = model.info.name;
  return {
    language,
    texts,
    name,
    title: `${name} – ${texts.revision.toLowerCase()} ${revision}`,
    description: model.info.description,
    facts,
    changeNote,
    diagram: diagramDrawing(model.steps, name),
    diagramText: texts.diagramText(name, model.steps.length),
    steps,
    date: model.publishedAt ?? 0,
    fileName: texts.fileName(name, revision),
  };
}

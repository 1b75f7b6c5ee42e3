// The declarations of bpmn-moddle (it ships none).
/// <reference path="../bpmn/bpmn-moddle.d.ts" />

import { BPMN_IMPORT_ELEMENT_LIMIT, type FieldMessageKey } from '@stroomlijn/domain';
import BpmnModdle, { type ModdleElement, type ParseWarning } from 'bpmn-moddle';

/** Why a file is refused as a whole: a field message under `file`, and the elements involved. */
export class BpmnFileError extends Error {
  constructor(
    readonly key: FieldMessageKey,
    message: string,
    readonly references: string[] = [],
    readonly debugInfo = '',
  ) {
    super(message);
  }
}

/** More start tags than this are refused before parsing: a cheap bound on the parser's memory. */
const TAG_LIMIT = 400_000;

/**
 * References the import follows: one that names no element would silently lose a flow, a lane's step
 * or a pool's process, so the file is refused. Others (an item definition, a DI shape of a missing
 * element, a vendor's placeholder) are left as the parser leaves them: unset.
 */
const STRUCTURAL_REFERENCES = new Set([
  'sourceRef',
  'targetRef',
  'flowNodeRef',
  'attachedToRef',
  'processRef',
  'default',
]);

/**
 * Sub-processes nested deeper than this are refused: the conversion goes down one call per level, and
 * a thousand levels overflowed its stack. Models drawn by people nest a few levels.
 */
export const BPMN_NESTING_LIMIT = 50;

/** The first sub-process nested deeper than BPMN_NESTING_LIMIT, found without recursion. */
function tooDeep(processes: ModdleElement[]): ModdleElement | undefined {
  const open = processes.map((container) => ({ container, depth: 0 }));
  for (let next = open.pop(); next !== undefined; next = open.pop()) {
    for (const element of (next.container.flowElements as ModdleElement[] | undefined) ?? []) {
      if (!element.$instanceOf('bpmn:SubProcess')) continue;
      if (next.depth + 1 > BPMN_NESTING_LIMIT) return element;
      open.push({ container: element, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/** The elements the import names by id: BPMN makes the id optional, so some files leave it out. */
const IDENTIFIED = [
  'bpmn:FlowElement',
  'bpmn:RootElement',
  'bpmn:Lane',
  'bpmn:Participant',
  'bpmn:Artifact',
  'bpmn:MessageFlow',
];

const isElement = (value: unknown): value is ModdleElement =>
  typeof value === 'object' && value !== null && typeof (value as ModdleElement).$instanceOf === 'function';

/**
 * Walks every element of the file, without recursion: gives those the import names by id and that have
 * none an id the file does not use, and answers how many flow elements (nodes, flows, artifacts) it has.
 */
function identify(definitions: ModdleElement, ids: Record<string, unknown>): number {
  let flowElements = 0;
  let unidentified = 0;
  const seen = new Set<ModdleElement>([definitions]);
  const open = [definitions];
  for (let element = open.pop(); element !== undefined; element = open.pop()) {
    if (element.$instanceOf('bpmn:FlowElement') || element.$instanceOf('bpmn:Artifact')) flowElements += 1;
    if (
      (typeof element.id !== 'string' || element.id === '') &&
      IDENTIFIED.some((type) => element.$instanceOf(type))
    ) {
      let id: string;
      do {
        unidentified += 1;
        id = `Unidentified_${unidentified}`;
      } while (id in ids);
      element.id = id;
      ids[id] = element;
    }
    for (const [key, value] of Object.entries(element)) {
      if (key.startsWith('$')) continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (isElement(child) && !seen.has(child)) {
          seen.add(child);
          open.push(child);
        }
    }
  }
  return flowElements;
}

/** The text of the file: UTF-8, UTF-16 with a byte order mark, or the encoding its declaration names. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  const encoding = declared === undefined || declared === 'utf8' ? 'utf-8' : declared;
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BpmnFileError('not-bpmn', `The file is not text in ${encoding}`);
  }
}

/** What is read from the file: its definitions, the moddle's elements by id. */
export interface BpmnDocument {
  definitions: ModdleElement;
}

/** The name of the property a warning is about: bpmn-moddle gives it as `bpmn:targetRef` (or a descriptor). */
function propertyName(property: unknown): string {
  const name = typeof property === 'string' ? property : (property as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name.replace(/^.*:/, '') : '';
}

/** The references a parse left unresolved that the import needs. */
function danglingReferences(warnings: ParseWarning[]): string[] {
  return warnings
    .filter(
      (warning) =>
        warning.message.startsWith('unresolved reference') &&
        STRUCTURAL_REFERENCES.has(propertyName(warning.property)),
    )
    .map((warning) => String(warning.value));
}

/**
 * Reads a BPMN 2.0 file with bpmn-moddle, refusing what would be unsafe or ambiguous to read: a DOCTYPE
 * or entity declaration (no external entities, no entity expansion), more elements than the import
 * takes, duplicate ids and references that name no element. Unknown elements and extensions are
 * ignored, whatever their prefix.
 */
export async function readBpmn(text: string): Promise<BpmnDocument> {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new BpmnFileError('bpmn-doctype', 'The file declares a DOCTYPE or entities, which are refused');
  }
  let tags = 0;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    tags += 1;
    if (tags > TAG_LIMIT) {
      throw new BpmnFileError('bpmn-too-many-elements', `The file has more than ${TAG_LIMIT} XML elements`);
    }
  }
  let parsed: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    parsed = await new BpmnModdle().fromXML(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new BpmnFileError('not-bpmn', 'The file is not a BPMN 2.0 XML file', [], detail);
  }
  const { rootElement, warnings, elementsById } = parsed;
  if (rootElement?.$type !== 'bpmn:Definitions') {
    throw new BpmnFileError('not-bpmn', 'The file is not a BPMN 2.0 XML file');
  }
  const duplicates = warnings
    .map((warning) => /duplicate ID <([^>]*)>/.exec(warning.message)?.[1])
    .filter((id): id is string => id !== undefined);
  if (duplicates.length > 0) {
    throw new BpmnFileError('bpmn-duplicate-id', `The file uses an id twice: ${duplicates.join(', ')}`, [
      ...new Set(duplicates),
    ]);
  }
  const dangling = danglingReferences(warnings);
  if (dangling.length > 0) {
    throw new BpmnFileError(
      'bpmn-dangling-reference',
      `The file refers to ids it does not have: ${dangling.join(', ')}`,
      [...new Set(dangling)],
    );
  }
  const flowElements = identify(rootElement, elementsById);
  if (flowElements > BPMN_IMPORT_ELEMENT_LIMIT) {
    throw new BpmnFileError(
      'bpmn-too-many-elements',
      `The file has ${flowElements} flow elements; at most ${BPMN_IMPORT_ELEMENT_LIMIT} are imported at once`,
    );
  }
  const processes = ((rootElement.rootElements as ModdleElement[] | undefined) ?? []).filter(
    (element) => element.$type === 'bpmn:Process',
  );
  if (processes.length === 0) throw new BpmnFileError('bpmn-no-process', 'The file has no process');
  const deep = tooDeep(processes);
  if (deep) {
    throw new BpmnFileError(
      'bpmn-too-many-elements',
      `The file nests sub-processes more than ${BPMN_NESTING_LIMIT} levels deep`,
      [deep.id ?? ''],
    );
  }
  return { definitions: rootElement };
}

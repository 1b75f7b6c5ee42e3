/**
 * The parts of bpmn-moddle 9 (which ships no types) that the BPMN export and its tests use. An element's
 * properties are read and written by their moddle names (`flowElements`, `sourceRef`, `bounds` …).
 */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    readonly $type: string;
    readonly $parent?: ModdleElement;
    id?: string;
    [property: string]: unknown;
    $instanceOf(type: string): boolean;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
  }

  /** A problem `fromXML` met and, being lax, did not throw: unknown elements, unresolved references, duplicate ids. */
  export interface ParseWarning {
    message: string;
    element?: unknown;
    property?: unknown;
    value?: unknown;
    error?: Error;
  }

  export interface ParseResult {
    rootElement: ModdleElement;
    references: unknown[];
    warnings: ParseWarning[];
    elementsById: Record<string, ModdleElement>;
  }

  export interface ToXmlOptions {
    format?: boolean;
    preamble?: boolean;
  }

  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    create(type: string, properties?: Record<string, unknown>): ModdleElement;
    fromXML(xml: string, typeName?: string, options?: Record<string, unknown>): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: ToXmlOptions): Promise<{ xml: string }>;
  }
}

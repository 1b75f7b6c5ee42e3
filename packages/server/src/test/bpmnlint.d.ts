/** The part of bpmnlint 11 (which ships no types for its entry points) that the BPMN export's tests use. */
declare module 'bpmnlint' {
  export interface LintReport {
    id?: string;
    message: string;
    category: 'error' | 'warn' | 'info' | 'rule-error';
  }
  export class Linter {
    constructor(options: { config: Record<string, unknown>; resolver: unknown });
    lint(definitions: unknown): Promise<Record<string, LintReport[]>>;
  }
}

declare module 'bpmnlint/lib/resolver/node-resolver' {
  export default class NodeResolver {}
}

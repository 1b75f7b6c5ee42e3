import {
  type BpmnImportOutcome,
  type BpmnImportReason,
  type BpmnImportReportItem,
  TEXT_LIMIT,
} from '@stroomlijn/domain';
import type { ModdleElement } from 'bpmn-moddle';

/** An element's BPMN type without prefix, as the specification writes it: `userTask`, `exclusiveGateway`. */
export function elementType(element: ModdleElement): string {
  const local = element.$type.replace(/^.*:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
}

/**
 * A name from the file: one line without control characters (a NUL from `&#0;` cannot be stored), at
 * most TEXT_LIMIT characters; `cut` tells whether it was longer.
 */
export function fileName(value: unknown): { text: string; cut: boolean } {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const text = typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim() : '';
  return text.length > TEXT_LIMIT ? { text: text.slice(0, TEXT_LIMIT), cut: true } : { text, cut: false };
}

const RANK: Record<BpmnImportOutcome, number> = { kept: 0, approximated: 1, 'left-out': 2, refused: 3 };

/**
 * The report of one file: one item per element, in the order the import met them. A later, graver
 * outcome replaces an earlier one (a kept task that turns out unreachable is left out); an outcome as
 * grave as the one recorded does not replace it (the first reason stays).
 */
export class ImportReport {
  readonly #items = new Map<ModdleElement, BpmnImportReportItem>();

  note(
    element: ModdleElement,
    model: string | null,
    outcome: BpmnImportOutcome,
    reason: BpmnImportReason,
    detail = '',
  ): void {
    const known = this.#items.get(element);
    if (known && RANK[known.outcome] >= RANK[outcome]) return;
    this.#items.set(element, {
      elementId: element.id ?? '',
      elementType: elementType(element),
      name: fileName(element.name).text,
      model,
      outcome,
      reason,
      detail,
    });
  }

  /** Whether the element is in the report already. */
  has(element: ModdleElement): boolean {
    return this.#items.has(element);
  }

  items(): BpmnImportReportItem[] {
    return [...this.#items.values()];
  }
}

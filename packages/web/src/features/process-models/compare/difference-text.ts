import {
  type DifferenceItem,
  type DifferenceStep,
  type RoleRef,
  roleOrNone,
  type StepLabel,
  type SubprocessSummary,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { roleNameText } from '../../../lib/role-texts';
import { stepTypeText } from '../process-model-text';

/** The name of an input/output definition by id, or null when neither version knows it. */
export type DefinitionName = (id: string, side: 'before' | 'after') => string | null;

const KEY = 'revision-compare.line';

/** A name in quotes, or the step's type ('Start', 'Control') for a step without a name. */
function stepName(t: TFunction, name: string | null, type: StepLabel['type']): string {
  const trimmed = (name ?? '').trim();
  return trimmed ? t('revision-compare.quoted', { text: trimmed }) : stepTypeText(t, type);
}

/** The step as the newer version names it (the older for a removed step). */
function stepOf(t: TFunction, step: DifferenceStep, side: 'before' | 'after' = 'after'): string {
  const name =
    side === 'before' ? (step.name.before ?? step.name.after) : (step.name.after ?? step.name.before);
  return stepName(t, name, step.type);
}

function text(t: TFunction, value: string): string {
  return value.trim() ? t('revision-compare.quoted', { text: value }) : t('revision-compare.empty-text');
}

function role(t: TFunction, value: RoleRef | null): string {
  const known = roleOrNone(value);
  return (known && roleNameText(t, known)) || t('revision-compare.none');
}

function labels(t: TFunction, steps: readonly StepLabel[], language: string): string {
  if (steps.length === 0) return t('revision-compare.none');
  const names = steps.map((step) => stepName(t, step.name, step.type));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

function subprocess(t: TFunction, value: SubprocessSummary): string {
  if (value === null) return t('revision-compare.none');
  return t('revision-compare.subprocess', {
    name: t('revision-compare.quoted', { text: value.name }),
    revision: value.revision,
  });
}

/**
 * One change as a sentence in the user's language, such as "Renamed: 'Check invoice' → 'Check the
 * invoice'" or "Actor changed on 'Approve': Purchaser → Manager". Definitions are named by `definition`.
 */
export function differenceLine(
  t: TFunction,
  item: DifferenceItem,
  definition: DefinitionName,
  language: string,
): string {
  switch (item.kind) {
    case 'name-changed':
    case 'description-changed':
      return t(`${KEY}.${item.kind}`, { before: text(t, item.before), after: text(t, item.after) });
    case 'owner-changed':
    case 'manager-changed':
      return t(`${KEY}.${item.kind}`, { before: role(t, item.before), after: role(t, item.after) });
    case 'step-added':
      return t(`${KEY}.step-added`, { step: stepOf(t, item.step) });
    case 'step-removed':
      return t(`${KEY}.step-removed`, { step: stepOf(t, item.step, 'before') });
    case 'step-renamed':
      return t(`${KEY}.step-renamed`, {
        before: stepName(t, item.before, item.step.type),
        after: stepName(t, item.after, item.step.type),
      });
    case 'step-moved':
      return t(`${KEY}.step-moved`, {
        step: stepOf(t, item.step),
        before: labels(t, item.before.predecessors, language),
        after: labels(t, item.after.predecessors, language),
      });
    case 'branches-reordered':
      return t(`${KEY}.branches-reordered`, {
        step: stepOf(t, item.step),
        before: labels(t, item.before, language),
        after: labels(t, item.after, language),
      });
    case 'actor-changed':
      return t(`${KEY}.actor-changed`, {
        step: stepOf(t, item.step),
        before: role(t, item.before),
        after: role(t, item.after),
      });
    case 'operator-changed':
      return t(`${KEY}.operator-changed`, {
        step: stepOf(t, item.step),
        before: t(`editor.outline.operator.${item.before}`),
        after: t(`editor.outline.operator.${item.after}`),
      });
    case 'subprocess-changed':
      return t(`${KEY}.subprocess-changed`, {
        step: stepOf(t, item.step),
        before: subprocess(t, item.before),
        after: subprocess(t, item.after),
      });
    case 'information-group-added':
    case 'information-group-removed':
      return t(`${KEY}.${item.kind}`, {
        step: stepOf(t, item.step, item.kind === 'information-group-removed' ? 'before' : 'after'),
        group: text(t, item.group.name),
      });
    case 'information-group-changed': {
      const what: string[] = [];
      if (item.before.name !== item.after.name)
        what.push(t(`${KEY}.group-renamed`, { name: text(t, item.after.name) }));
      if (item.before.description !== item.after.description) what.push(t(`${KEY}.group-described`));
      return t(`${KEY}.information-group-changed`, {
        step: stepOf(t, item.step),
        group: text(t, item.before.name),
        what: new Intl.ListFormat(language, { type: 'conjunction' }).format(what),
      });
    }
    case 'input-added':
    case 'input-removed':
    case 'output-added':
    case 'output-removed': {
      const side = item.kind.endsWith('-removed') ? 'before' : 'after';
      const name = definition(item.definitionId, side);
      return t(`${KEY}.${item.kind}`, {
        definition: name === null ? t('revision-compare.unknown-definition') : text(t, name),
        group: text(t, item.group.name[side]),
        step: stepOf(t, item.step, side),
      });
    }
  }
}

import type { ComboboxItem } from '@mantine/core';
import {
  APPLICATIONS,
  type Application,
  CLASSIFICATIONS,
  type Classification,
  type DefinitionRoleField,
  INPUT_OUTPUT_TYPES,
  type InputOutputType,
  PERIODS,
  type Period,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { knownValue } from '../../lib/untranslatable';

/** The translated name of a definition type ('JotForm result'); an unknown type is untranslatable (ER-23). */
export function typeText(t: TFunction, type: InputOutputType): string {
  return t(`input-output.type.${knownValue('input/output type', INPUT_OUTPUT_TYPES, type)}`);
}

export function periodText(t: TFunction, period: Period): string {
  return t(`input-output.period.${period}`);
}

export function classificationText(t: TFunction, classification: Classification): string {
  return t(`input-output.classification.${classification}`);
}

export function applicationText(t: TFunction, application: Application): string {
  return t(`input-output.application.${application}`);
}

/** The options of the type select, in the spec's order (IO-20). */
export const typeOptions = (t: TFunction): ComboboxItem[] =>
  INPUT_OUTPUT_TYPES.map((type) => ({ value: type, label: typeText(t, type) }));

/** Period options in the spec's order; the first ('not selected') is the default (IO-21, IO-26). */
export const periodOptions = (t: TFunction): ComboboxItem[] =>
  PERIODS.map((period) => ({ value: period, label: periodText(t, period) }));

/** Classification options; the first (public) is the default (IO-22, IO-26). */
export const classificationOptions = (t: TFunction): ComboboxItem[] =>
  CLASSIFICATIONS.map((classification) => ({
    value: classification,
    label: classificationText(t, classification),
  }));

/** Application options of link and upload types; the first (excel) is the default (IO-23, IO-26). */
export const applicationOptions = (t: TFunction): ComboboxItem[] =>
  APPLICATIONS.map((application) => ({ value: application, label: applicationText(t, application) }));

const ROLE_FIELD_KEYS: Record<DefinitionRoleField, string> = {
  owner: 'input-output.field.owner',
  reviewer: 'input-output.field.reviewer',
  drafter: 'input-output.field.drafter',
  actionHolder: 'input-output.field.action-holder',
  reader: 'input-output.field.reader',
};

/** The label of a definition's role field ('Action holder'). */
export function roleFieldText(t: TFunction, field: DefinitionRoleField): string {
  return t(ROLE_FIELD_KEYS[field]);
}

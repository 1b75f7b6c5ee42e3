import {
  BUSINESS_MODEL_GROUP_IDS,
  type BusinessModelGroup,
  type BusinessModelItem,
  isProcessLink,
  type ProcessGroup,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';

type GroupKey = keyof typeof BUSINESS_MODEL_GROUP_IDS;

/** The translation keys of the four fixed groups' standard titles (BM-03). */
const STANDARD_TITLE_KEYS: Record<GroupKey, string> = {
  manageOrganisation: 'business-model.group.manage-organisation',
  primaryProcesses: 'business-model.group.primary-processes',
  supportOrganisation: 'business-model.group.support-organisation',
  evaluation: 'business-model.group.evaluation',
};

/** Which fixed group an id is, or null. */
export function fixedGroupKey(groupId: string): GroupKey | null {
  const entry = Object.entries(BUSINESS_MODEL_GROUP_IDS).find(([, id]) => id === groupId);
  return entry ? (entry[0] as GroupKey) : null;
}

/** The standard title of a fixed group in the user's language; empty for an id that is none of them. */
export function standardGroupTitle(t: TFunction, groupId: string): string {
  const key = fixedGroupKey(groupId);
  return key ? t(STANDARD_TITLE_KEYS[key]) : '';
}

/** A group's title: its name, or its standard title while it has none (the server stores it empty). */
export function groupTitle(t: TFunction, group: Pick<BusinessModelGroup, 'id' | 'name'>): string {
  return group.name.trim() || standardGroupTitle(t, group.id);
}

/** How controls and dialogs name a process group: its title, or 'Process group 2' when it has none. */
export function processGroupLabel(
  t: TFunction,
  processGroup: Pick<ProcessGroup, 'name'>,
  index: number,
): string {
  return processGroup.name.trim() || t('business-model.process-group-number', { number: index + 1 });
}

/** How an entry is shown and named: its name, else its address or 'Unnamed process model'. */
export function itemLabel(t: TFunction, item: BusinessModelItem): string {
  if (item.name.trim() !== '') return item.name;
  return isProcessLink(item) ? t('process-models.unnamed') : item.url;
}

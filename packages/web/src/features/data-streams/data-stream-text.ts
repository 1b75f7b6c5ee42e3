import type { ProcessModelListItem, Step } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/translation';

/** A model's name, or 'Unnamed process model'. */
export function modelName(t: TFunction, model: Pick<ProcessModelListItem, 'info'>): string {
  return model.info.name.trim() || t('data-stream.unnamed-model');
}

/** A step's name, or 'Unnamed step'. */
export function stepName(t: TFunction, step: Pick<Step, 'name'>): string {
  return step.name.trim() || t('data-stream.unnamed-step');
}

/** Compares names in the user's language (case and accents aside, numbers by value). */
export function useNameCollator(): Intl.Collator {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => new Intl.Collator(language, { sensitivity: 'base', numeric: true }), [language]);
}

/**
 * The model is not there for Data streams: unknown, deleted, never published (404), or the address
 * names no model id at all (the server refuses it as invalid).
 */
export function isMissingModel(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422);
}

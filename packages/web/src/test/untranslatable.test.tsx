import { screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '../app/route-error';
import { actionStatusText } from '../features/actions/action-status-select';
import { typeText } from '../features/input-outputs/input-output-text';
import { MyProcessModelsPage } from '../features/my-process-models/my-process-models-page';
import { processStatusText, stepTypeText } from '../features/process-models/process-model-text';
import { responseStatusText } from '../features/responses/response-statuses';
import { roleTypeText } from '../features/roles/role-columns';
import { formStatusText } from '../features/workflows/form-columns';
import { i18n } from '../lib/i18n';
import { UntranslatableError } from '../lib/untranslatable';
import { renderRoutes } from './render';

const t = i18n.t.bind(i18n) as TFunction;
// The values a newer server (or a bug) could send; the types say they cannot happen.
const unknown = 'bogus-value' as never;

/** Every list the checklist row names, with the text function its screens use. */
const ENUMS: [kind: string, text: () => ReactNode][] = [
  ['input/output type', () => typeText(t, unknown)],
  ['process model status', () => processStatusText(t, unknown)],
  ['role type', () => roleTypeText(t, unknown)],
  ['step type', () => stepTypeText(t, unknown)],
  ['response status', () => responseStatusText(t, unknown)],
  ['action status', () => actionStatusText(t, unknown)],
  ['form status', () => formStatusText(t, { status: unknown, statusMessage: null })],
  ['list type', () => <MyProcessModelsPage type={unknown} />],
];

describe('untranslatable values', () => {
  it.each(ENUMS)(
    'ER-23: an unknown %s raises the untranslatable error; the screen shows it raw',
    async (kind, text) => {
      const Screen = () => <>{text()}</>;
      // React and the route's error element report the error they meet.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderRoutes([{ path: '/', element: <Screen />, errorElement: <RouteError /> }], ['/']);
      expect((await screen.findByTestId('route-error-debug')).textContent).toBe(
        `Unknown ${kind}: bogus-value`,
      );
      if (kind !== 'list type') expect(text).toThrow(UntranslatableError);
    },
  );
});

import { Modal } from '@mantine/core';
import {
  GLOBAL_PROCESS_MODEL_ID,
  type InputOutput,
  type SelectorItem,
  sampleInputOutput,
  type WorkflowFormListItem,
} from '@stroomlijn/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { InputOutputRoutes } from '../features/input-outputs';
import { renderRoutes } from './render';
import { openOptions } from './select';

/** Test data and helpers of the definition screens. */
export const MODEL_ID = '20000000-0000-4000-8000-000000000001';
export const HOST = '/process-model/m/edit-step-information/s/input-output';

export const BOARD: SelectorItem = { id: '20000000-0000-4000-8000-0000000000b1', name: 'Board' };
export const REVIEWERS: SelectorItem = { id: '20000000-0000-4000-8000-0000000000b2', name: 'Reviewers' };
export const AUDITORS: SelectorItem = { id: '20000000-0000-4000-8000-0000000000b3', name: 'auditors' };
/** Every role (`GET /api/role/selector`), and the multi ones (`?type=multi`). */
export const ALL_ROLES = [REVIEWERS, BOARD, AUDITORS];
export const MULTI_ROLES = [REVIEWERS, AUDITORS];

export const FORMS: WorkflowFormListItem[] = [
  { id: '20000000-0000-4000-8000-0000000000f2', name: 'Vacation request', formId: '2002' },
  { id: '20000000-0000-4000-8000-0000000000f1', name: 'Complaint', formId: '2001' },
];

export function definition(fields: Partial<InputOutput> = {}): InputOutput {
  return {
    ...sampleInputOutput({
      id: '20000000-0000-4000-8000-0000000000d1',
      processModelId: MODEL_ID,
      name: 'Policy',
    }),
    updatedAt: 1_700_000_000_000,
    ...fields,
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * The definitions mounted as the editor mounts them: inside a modal under a sub-route of the editor
 * (or, with `page`, as plain page content).
 */
export function renderDefinitions(
  path: string,
  {
    editable = true,
    global = false,
    page = false,
  }: { editable?: boolean; global?: boolean; page?: boolean } = {},
) {
  const routes = (
    <InputOutputRoutes processModelId={global ? GLOBAL_PROCESS_MODEL_ID : MODEL_ID} editable={editable} />
  );
  const element = page ? (
    routes
  ) : (
    <Modal opened onClose={() => {}} title="Step information">
      {routes}
    </Modal>
  );
  return renderRoutes(
    [
      {
        path: `${HOST}/*`,
        element: (
          <>
            <Location />
            {element}
          </>
        ),
      },
    ],
    [`${HOST}${path}`],
  );
}

export const location = () => screen.getByTestId('location').textContent;

/** The texts of a select's options. */
export async function optionTexts(select: HTMLElement): Promise<string[]> {
  const texts = (await openOptions(select)).map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return texts;
}

export { pick } from './select';

export const combobox = (name: string) => screen.getByRole('combobox', { name: labelled(name) });

/** A label with or without the required marker. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

export const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;

/** A file of a given size without allocating it. */
export function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

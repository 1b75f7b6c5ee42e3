import { UPLOAD_LIMIT_BYTES } from '@stroomlijn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { type FakeCall, stubApi } from '../../test/fake-api';
import { FakeXhr } from '../../test/fake-xhr';
import {
  ALL_ROLES,
  definition,
  fileInput,
  fileOfSize,
  HOST,
  labelled,
  location,
  MODEL_ID,
  pick,
  renderDefinitions,
} from '../../test/input-outputs';

vi.setConfig({ testTimeout: 30_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FILE_ID = '20000000-0000-4000-8000-0000000000e1';
const pdf = () => new File(['%PDF-1.4 report'], 'report.pdf', { type: 'application/pdf' });
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

let calls: FakeCall[] = [];
beforeEach(() => {
  FakeXhr.install();
  calls = stubApi({
    'GET /api/role/selector': () => ALL_ROLES,
    [`GET /api/input-output/${MODEL_ID}`]: () => [],
    'POST /api/input-output': (call) => call.body,
    [`GET /api/file/${FILE_ID}`]: () => ({ id: FILE_ID, name: 'handbook.docx' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function openUpload() {
  renderDefinitions('/new');
  await pick(await screen.findByRole('combobox', { name: labelled('Type') }), 'Upload');
  await userEvent.type(screen.getByRole('textbox', { name: labelled('Name') }), 'Handbook');
}

const fileError = () => screen.getByTestId('file-upload-input').closest('.mantine-InputWrapper-root');

describe('the upload field', () => {
  it('IO-33, IO-35: uploads the chosen file with its progress, then names it with a download link', async () => {
    await openUpload();
    await userEvent.upload(fileInput(), pdf());
    const request = FakeXhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/file/upload');
    expect(request.withCredentials).toBe(true);
    const body = request.body as FormData;
    expect(body.get('id')).toMatch(UUID);
    expect((body.get('file') as File).name).toBe('report.pdf');
    act(() => request.progress(40, 100));
    expect((await screen.findByTestId('upload-progress')).textContent).toContain('Uploading… 40%');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => request.progress(100, 100));
    expect(screen.getByTestId('upload-progress').textContent).toContain('Checking the file…');
    act(() => request.respond(200, { id: FILE_ID, name: 'report.pdf' }));
    const link = await screen.findByRole('link', { name: 'Download report.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/file/${FILE_ID}/download`);
    expect(screen.queryByTestId('upload-progress')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ type: 'upload', data: FILE_ID, application: 'excel' });
    await waitFor(() => expect(location()).toBe(HOST));
  });

  it("IO-37: of the server's errors named 'file' only the first message shows, under the field", async () => {
    await openUpload();
    await userEvent.upload(fileInput(), new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    act(() =>
      FakeXhr.last().respond(422, {
        message: 'validation',
        messageKey: 'validation',
        errors: [
          { name: 'file', message: 'unsupported-file-type' },
          { name: 'file', message: 'file-too-large' },
        ],
        references: [],
        debugInfo: '',
      }),
    );
    const wrapper = fileError() as HTMLElement;
    expect(
      await within(wrapper).findByText('Only Office documents, text files and PDF files can be uploaded', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(within(wrapper).queryByText(/larger than/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('IO-38: a failure without a file error shows the error message under the field', async () => {
    await openUpload();
    await userEvent.upload(fileInput(), pdf());
    act(() =>
      FakeXhr.last().respond(413, {
        message: 'too large',
        messageKey: 'payload-too-large',
        errors: [],
        references: [],
        debugInfo: '',
      }),
    );
    expect(
      await within(fileError() as HTMLElement).findByText('The file or request is too large'),
    ).toBeTruthy();
  });

  it('IO-36: a file over 20 MB is refused in the browser before it is sent', async () => {
    await openUpload();
    await userEvent.upload(fileInput(), fileOfSize('big.pdf', 'application/pdf', UPLOAD_LIMIT_BYTES + 1));
    expect(await screen.findByText('The file is larger than 20 MB')).toBeTruthy();
    expect(FakeXhr.sent).toEqual([]);
  });

  it("an upload definition without a file says 'not set' under the field and is not sent", async () => {
    await openUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(fileError() as HTMLElement).findByText('Field should be set')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('IO-34: a saved upload shows its file by name (GET /api/file/{id}) with a download link', async () => {
    const saved = definition({ type: 'upload', name: 'Handbook', data: FILE_ID, application: 'word' });
    stubApi({
      'GET /api/role/selector': () => ALL_ROLES,
      [`GET /api/input-output/${MODEL_ID}/${saved.id}`]: () => saved,
      [`GET /api/file/${FILE_ID}`]: () => ({ id: FILE_ID, name: 'handbook.docx' }),
    });
    renderDefinitions(`/${saved.id}`);
    const link = await screen.findByRole('link', { name: 'Download handbook.docx' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/api/file/${FILE_ID}/download`);
    expect(screen.getByTestId('current-file').textContent).toBe('Current file:handbook.docx');
  });

  it('I18N: progress and errors in Dutch', async () => {
    await i18n.changeLanguage('nl');
    renderDefinitions('/new');
    await pick(await screen.findByRole('combobox', { name: labelled('Type') }), 'Bestand uploaden');
    await userEvent.upload(fileInput(), pdf());
    act(() => FakeXhr.last().progress(1, 4));
    expect((await screen.findByTestId('upload-progress')).textContent).toContain('Uploaden… 25%');
    act(() =>
      FakeXhr.last().respond(422, {
        message: 'validation',
        messageKey: 'validation',
        errors: [{ name: 'file', message: 'unsupported-file-type' }],
        references: [],
        debugInfo: '',
      }),
    );
    expect(
      await screen.findByText(
        'Alleen Office-documenten, tekstbestanden en PDF-bestanden kunnen worden geüpload',
        {
          exact: false,
        },
      ),
    ).toBeTruthy();
  });
});

import { TEXT_LIMIT } from '@stroomlijn/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LimitedTextarea, LimitedTextInput } from './limited-text-input';

vi.setConfig({ testTimeout: 20_000 });

function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length > 0 ? texts.join(' ') : null;
}

function Controlled({ error, multiline = false }: { error?: string; multiline?: boolean }) {
  const [value, setValue] = useState('');
  const Field = multiline ? LimitedTextarea : LimitedTextInput;
  return (
    <Field
      label="Name"
      value={value}
      error={error}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe('LimitedTextInput', () => {
  it('CL-01: typing 201 characters keeps 200 and shows "Text too long"', async () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(TEXT_LIMIT - 1));
    expect(errorOf(input)).toBeNull();
    await userEvent.type(input, 'ab');
    expect(input.value).toHaveLength(TEXT_LIMIT);
    expect(input.value.endsWith('xa')).toBe(true);
    expect(errorOf(input)).toBe('Text too long');
  });

  it('CL-01: a longer value set at once (paste, script) is cut to 200', () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'y'.repeat(250) } });
    expect(input.value).toBe('y'.repeat(TEXT_LIMIT));
    expect(errorOf(input)).toBe('Text too long');
    expect(input.maxLength).toBe(TEXT_LIMIT);
  });

  it('the message goes away below the limit; another error takes precedence', () => {
    const { unmount } = renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'z'.repeat(TEXT_LIMIT) } });
    expect(errorOf(input)).toBe('Text too long');
    fireEvent.change(input, { target: { value: 'z'.repeat(TEXT_LIMIT - 1) } });
    expect(errorOf(input)).toBeNull();
    unmount();
    renderWithProviders(<Controlled error="Field should not be empty" />);
    const other = screen.getByLabelText('Name');
    fireEvent.change(other, { target: { value: 'z'.repeat(TEXT_LIMIT) } });
    expect(errorOf(other)).toBe('Field should not be empty');
  });

  it('CL-01: the text area has the same limit', () => {
    renderWithProviders(<Controlled multiline />);
    const area = screen.getByLabelText('Name') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'w'.repeat(300) } });
    expect(area.value).toHaveLength(TEXT_LIMIT);
    expect(errorOf(area)).toBe('Text too long');
  });

  it('works uncontrolled and with another limit', () => {
    renderWithProviders(<LimitedTextInput label="Code" limit={5} defaultValue="abc" />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    expect(errorOf(input)).toBeNull();
    fireEvent.change(input, { target: { value: 'abcdefgh' } });
    expect(input.value).toBe('abcde');
    expect(errorOf(input)).toBe('Text too long');
  });
});

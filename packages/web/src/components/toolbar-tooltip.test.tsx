import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToolbarTooltip } from './toolbar-tooltip';

function Toolbar() {
  const { handlers, tooltip } = useToolbarTooltip();
  return (
    <div role="toolbar" aria-label="Tools" {...handlers}>
      <button type="button" aria-label="Save" data-tooltip="Save">
        <svg data-testid="save-icon" />
      </button>
      <button type="button" aria-label="Exit" data-tooltip="Exit" />
      <button type="button">No tooltip</button>
      {tooltip}
    </div>
  );
}

const hover = (element: Element, pointerType = 'mouse') => fireEvent.pointerOver(element, { pointerType });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useToolbarTooltip', () => {
  it('shows the button’s tooltip after the pointer rests on it for 400 ms, below the button', () => {
    render(<Toolbar />);
    hover(screen.getByRole('button', { name: 'Save' }));
    wait(399);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Save');
    expect(tooltip.hasAttribute('data-above')).toBe(false);
  });

  it('goes when the pointer leaves, on a press and with Escape; stays while moving within the button', () => {
    render(<Toolbar />);
    const save = screen.getByRole('button', { name: 'Save' });
    hover(save);
    wait(400);
    fireEvent.pointerOut(save, { relatedTarget: screen.getByTestId('save-icon') });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerOut(save, { relatedTarget: document.body });
    expect(screen.queryByRole('tooltip')).toBeNull();

    hover(save);
    wait(400);
    fireEvent.pointerDown(save);
    expect(screen.queryByRole('tooltip')).toBeNull();

    hover(save);
    wait(400);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('moving to another button starts its own delay; leaving before it ends shows nothing', () => {
    render(<Toolbar />);
    const save = screen.getByRole('button', { name: 'Save' });
    const exit = screen.getByRole('button', { name: 'Exit' });
    hover(save);
    wait(300);
    fireEvent.pointerOut(save, { relatedTarget: exit });
    hover(exit);
    wait(300);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(100);
    expect(screen.getByRole('tooltip').textContent).toBe('Exit');
    fireEvent.pointerOut(exit, { relatedTarget: document.body });
    hover(save);
    fireEvent.pointerOut(save, { relatedTarget: document.body });
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing for a touch, nor for a button without a tooltip', () => {
    render(<Toolbar />);
    hover(screen.getByRole('button', { name: 'Save' }), 'touch');
    hover(screen.getByRole('button', { name: 'No tooltip' }));
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows above a button too near the bottom of the window', () => {
    render(<Toolbar />);
    const save = screen.getByRole('button', { name: 'Save' });
    vi.spyOn(save, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 10, y: window.innerHeight - 30, width: 50, height: 25 }),
    );
    hover(save);
    wait(400);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.hasAttribute('data-above')).toBe(true);
    expect(tooltip.style.left).toBe('35px');
  });
});

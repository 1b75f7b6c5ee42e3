import { Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ICONS } from './icons';

/**
 * A 30 × 30 button of a step (spec part 1 §9); a plain button, since a large model shows many. Not in
 * the Tab order: the canvas is one tab stop, and Shift+F10 on the step reaches its buttons.
 */
export function StepButton(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** A small number on the button (e.g. the step's information groups); none when 0 or absent. */
  count?: number;
}) {
  return (
    <button
      type="button"
      className="pm-step-button"
      tabIndex={-1}
      data-danger={props.danger === true}
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={(event) => {
        event.stopPropagation();
        props.onClick();
      }}
    >
      {props.icon}
      {props.count ? (
        <span className="pm-step-count" aria-hidden="true">
          {props.count}
        </span>
      ) : null}
    </button>
  );
}

export interface PathAction {
  label: string;
  run: () => void;
  danger?: boolean;
}

/**
 * The path actions of a step in one menu, so that the step's buttons fit its box. The menu itself is
 * mounted on first use only: most steps of a large model never open it.
 */
export function PathMenu({ label, actions }: { label: string; actions: readonly (PathAction | null)[] }) {
  const [used, setUsed] = useState(false);
  const offered = actions.filter((action): action is PathAction => action !== null);
  if (offered.length === 0) return null;
  if (!used) return <StepButton label={label} icon={ICONS.path} onClick={() => setUsed(true)} />;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened trapFocus>
      <Menu.Target>
        <button
          type="button"
          className="pm-step-button"
          tabIndex={-1}
          aria-label={label}
          title={label}
          onClick={(event) => event.stopPropagation()}
        >
          {ICONS.path}
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {offered.map((action) => (
          <Menu.Item key={action.label} color={action.danger ? 'red' : undefined} onClick={action.run}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

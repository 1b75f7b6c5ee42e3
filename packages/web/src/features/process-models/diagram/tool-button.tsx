import type { ComponentProps } from 'react';

/** Mantine's ActionIcon variants the toolbars use: `filled` is the orange of an unpublished draft. */
export type ToolButtonVariant = 'default' | 'light' | 'filled';

/**
 * A button of the editor's toolbars, with the look of Mantine's ActionIcon (`.pm-tool` in diagram.css,
 * Mantine's own colour variables, focus ring and press), as a plain button. The editor's toolbar has
 * twenty; as ActionIcons (an ActionIcon, an UnstyledButton and a Box each, with their style hooks) they
 * cost its cold load some 30 ms (docs/decisions.md, "The editor's cold load").
 */
export function ToolButton({
  variant = 'default',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ToolButtonVariant }) {
  const classes = `mantine-focus-auto mantine-active pm-tool pm-toolbar-button${className ? ` ${className}` : ''}`;
  return <button type={type} className={classes} data-variant={variant} {...props} />;
}

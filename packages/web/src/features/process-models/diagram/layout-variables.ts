import {
  ACTOR_FONT_SIZE,
  BUTTON_SIZE,
  GENERAL_PADDING,
  OPERATOR_FONT_SIZE,
  STEP_FONT_SIZE,
  STEP_PADDING,
  TOOLBAR_BUTTON_HEIGHT,
  TOOLBAR_BUTTON_WIDTH,
} from '@stroomlijn/domain';
import type { CSSProperties } from 'react';

const px = (value: number) => `${value}px`;

/**
 * The sizes of spec part 1 §9 that the stylesheet draws, as CSS custom properties on the diagram's root:
 * diagram.css reads them, so the domain's layout constants are their one source.
 */
export const LAYOUT_VARIABLES = {
  '--pm-step-padding': px(STEP_PADDING),
  '--pm-step-font-size': px(STEP_FONT_SIZE),
  '--pm-actor-font-size': px(ACTOR_FONT_SIZE),
  '--pm-operator-font-size': px(OPERATOR_FONT_SIZE),
  '--pm-button-size': px(BUTTON_SIZE),
  '--pm-general-padding': px(GENERAL_PADDING),
  '--pm-toolbar-button-width': px(TOOLBAR_BUTTON_WIDTH),
  '--pm-toolbar-button-height': px(TOOLBAR_BUTTON_HEIGHT),
} as CSSProperties;

/** Spec part 1 §9: default layout, zoom and branch weights (pixels at scale 1). */
export const TITLE_FONT_SIZE = 24;
export const STEP_WIDTH = 228;
export const STEP_HEIGHT = 192;
export const STEP_PADDING = 16;
export const STEP_MARGIN = 12;
export const STEP_FONT_SIZE = 18;
export const ACTOR_FONT_SIZE = 16;
export const OPERATOR_FONT_SIZE = 18;
export const BUTTON_SIZE = 30;
export const GENERAL_PADDING = 10;
export const TOOLBAR_BUTTON_WIDTH = 50;
export const TOOLBAR_BUTTON_HEIGHT = 50;

export const ZOOM_IN_FACTOR = 1.1;
export const ZOOM_OUT_FACTOR = 0.9;
export const DEFAULT_SCALE = 0.6;
/** The smallest height on screen (px) of a step's name that people read without effort. */
export const READABLE_NAME_SIZE = 10;
/** Zoom fit goes no smaller: a step's name is 10 px there (18 × 0.556); a bigger model scrolls. */
export const READABLE_SCALE = READABLE_NAME_SIZE / STEP_FONT_SIZE;

export const BRANCH_WEIGHT_STEP = 1.5;

import { DEFAULT_SCALE, READABLE_SCALE, ZOOM_IN_FACTOR, ZOOM_OUT_FACTOR } from './constants.js';

export function zoomIn(scale: number): number {
  return scale * ZOOM_IN_FACTOR;
}

export function zoomOut(scale: number): number {
  return scale * ZOOM_OUT_FACTOR;
}

/** The scale at which the content fits the view: the smaller of the width and height ratios. */
export function zoomFit(
  contentWidth: number,
  contentHeight: number,
  viewWidth: number,
  viewHeight: number,
): number {
  if (contentWidth <= 0 || contentHeight <= 0 || viewWidth <= 0 || viewHeight <= 0) return DEFAULT_SCALE;
  return Math.min(viewWidth / contentWidth, viewHeight / contentHeight);
}

/**
 * Zoom fit as the toolbar does it: the fitting scale (ED-46), but never below the smallest scale at
 * which a step's text is readable; a model too big for the view at that scale is scrolled.
 */
export function readableZoomFit(
  contentWidth: number,
  contentHeight: number,
  viewWidth: number,
  viewHeight: number,
): number {
  return Math.max(READABLE_SCALE, zoomFit(contentWidth, contentHeight, viewWidth, viewHeight));
}

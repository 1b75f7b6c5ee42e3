// The process model's diagram: the canvas (React Flow) with its layers, the role legend, zoom, the toolbar
// buttons and the icons, drawn from the domain's layout. The editor draws and edits with it, the comparison
// shows two revisions with it, the picture export draws the same shapes; they import only this file.
export { type CanvasContextValue, DRAG_MIME } from './canvas-context';
export { type CanvasStore, createCanvasStore, useCanvasView } from './canvas-store';
export { pathOf } from './connections-layer';
export { joinPath, OPERATOR_MARK } from './flow-places-layer';
export { ICONS } from './icons';
export { hasLanes, paler } from './lanes-layer';
export { LAYOUT_VARIABLES } from './layout-variables';
export { ProcessCanvas, type ProcessCanvasProps } from './process-canvas';
export { RoleLegend } from './role-legend';
export { FlowScale, ScaleReadout } from './scale-readout';
export { GLYPH_SHAPES } from './step-glyphs';
export { StepMarkBadge } from './step-mark';
export { stepName } from './step-node';
export { diamondPath, isShaped, STEP_SHAPES, shapeBottom } from './step-shapes';
export { type DiagramPlace, subprocessTarget } from './subprocess-target';
export { ToolButton, type ToolButtonVariant } from './tool-button';
export { useRoleColours } from './use-role-colours';
export { useStoredToggle } from './use-stored-toggle';
export { useZoomActions, type ZoomAction } from './use-zoom-actions';

import { useToolbarTooltip } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { FlowScale, ICONS, ToolButton, type ZoomAction } from '../diagram';

const BUTTONS = [
  ['zoom-in', ICONS.zoomIn],
  ['zoom-fit', ICONS.zoomFit],
  ['zoom-out', ICONS.zoomOut],
] as const;

/** The editor's view tools over the diagram of a comparison: zoom (spec part 1 §9) and the lanes view. */
export function DiagramToolbar({
  lanesShown,
  onLanes,
  onZoom,
}: {
  lanesShown: boolean;
  onLanes: () => void;
  onZoom: (action: ZoomAction) => void;
}) {
  const { t } = useTranslation();
  const { handlers, tooltip } = useToolbarTooltip();
  const button = (label: string, icon: React.ReactNode, onClick: () => void, pressed?: boolean) => (
    <ToolButton
      key={label}
      variant={pressed ? 'light' : 'default'}
      aria-label={label}
      aria-pressed={pressed}
      data-tooltip={label}
      onClick={onClick}
    >
      {icon}
    </ToolButton>
  );
  return (
    <div className="pm-toolbar" role="toolbar" aria-label={t('revision-compare.diagram-tools')} {...handlers}>
      {BUTTONS.map(([action, icon]) => button(t(`editor.toolbar.${action}`), icon, () => onZoom(action)))}
      <FlowScale />
      <div className="pm-toolbar-separator" aria-hidden="true" />
      {button(t('editor.toolbar.lanes'), ICONS.lanes, onLanes, lanesShown)}
      {tooltip}
    </div>
  );
}

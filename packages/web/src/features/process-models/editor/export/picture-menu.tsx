import { Loader, Menu } from '@mantine/core';
import type { ModelLayout, RoleColours, Step } from '@stroomlijn/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useErrorDialog, useFileDownload } from '../../../../components';
import { useTranslation } from '../../../../lib/translation';
import { ICONS, ToolButton } from '../../diagram';
import { diagramSvg } from './diagram-svg';
import { pictureFileName, pngSize, saveFile, svgToPng } from './picture-files';
import { wrapIntoColumns } from './wrap-columns';

/** What the canvas draws now: the steps, the layout of the view shown and the role colours. */
export interface DrawnDiagram {
  steps: readonly Step[];
  layout: ModelLayout;
  colours: RoleColours;
}

/** What the download menu pictures; it changes only when the name or the revision shown does. */
export interface PictureSource {
  /** The diagram as drawn at the moment a download starts (read then: an edit renders no toolbar). */
  diagram: () => DrawnDiagram;
  /** The model's name as the editor shows it. */
  name: string;
  /** The published revision shown (view and revision mode), or null for the working copy. */
  published: { modelId: string; revision: number } | null;
}

/** The editor's picture source: the drawn diagram kept in a ref, the rest memoised. */
export function usePictureSource(
  drawn: DrawnDiagram,
  name: string,
  published: PictureSource['published'],
): PictureSource {
  const current = useRef(drawn);
  useLayoutEffect(() => {
    current.current = drawn;
  });
  const diagram = useCallback(() => current.current, []);
  const modelId = published?.modelId;
  const revision = published?.revision;
  return useMemo(
    () => ({
      diagram,
      name,
      published: modelId !== undefined && revision !== undefined ? { modelId, revision } : null,
    }),
    [diagram, name, modelId, revision],
  );
}

type Format = 'svg' | 'png';
const FORMATS: readonly Format[] = ['svg', 'png'];

/** The BPMN 2.0 file of a published revision (an attachment named by the server). */
export function bpmnAddress(published: NonNullable<PictureSource['published']>): string {
  return `/api/process_model/revisions/${encodeURIComponent(published.modelId)}/${published.revision}/bpmn`;
}

type HandbookFormat = 'pdf' | 'html';
const HANDBOOK_FORMATS: readonly HandbookFormat[] = ['pdf', 'html'];

/** The handbook of a published revision as a PDF or an HTML page (an attachment named by the server). */
export function handbookAddress(
  published: NonNullable<PictureSource['published']>,
  format: HandbookFormat,
): string {
  return `/api/process_model/revisions/${encodeURIComponent(published.modelId)}/${published.revision}/handbook.${format}`;
}

/** Until the browser has painted (the busy item shows before a large model's picture takes the thread). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestAnimationFrame !== 'function') window.setTimeout(resolve, 0);
    else window.requestAnimationFrame(() => window.setTimeout(resolve, 0));
  });
}

/**
 * The toolbar's download button and its menu: the whole diagram as drawn, as SVG or as a
 * PNG at twice its size; for a published revision also its BPMN 2.0 file and its handbook (PDF, HTML),
 * which the server makes. While a picture or handbook is made its item shows it is busy; a failure shows
 * the error dialog.
 */
export function PictureMenu({ source }: { source: PictureSource }) {
  const { t, i18n } = useTranslation();
  const showError = useErrorDialog();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState<Format | null>(null);
  const handbook = useFileDownload<HandbookFormat>();
  const label = t('editor.toolbar.download');

  const download = async (format: Format) => {
    if (busy) return;
    setBusy(format);
    try {
      await afterPaint();
      const { steps, colours, ...drawn } = source.diagram();
      // A long diagram wraps into columns; the PNG takes the wrapped picture's size.
      const layout = wrapIntoColumns(drawn.layout);
      const picture = { steps, layout, colours, title: source.name, t, language: i18n.language };
      const version = source.published
        ? t('editor.export.file-revision', { revision: source.published.revision })
        : t('editor.export.file-working-copy');
      let blob: Blob;
      if (format === 'svg') blob = new Blob([diagramSvg(picture)], { type: 'image/svg+xml' });
      else {
        const size = pngSize(layout.width, layout.height);
        blob = await svgToPng(diagramSvg({ ...picture, size }), size);
      }
      saveFile(blob, pictureFileName(source.name, version, format));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      showError(new Error(t('editor.export.failed', { format: format.toUpperCase(), reason })));
    } finally {
      setBusy(null);
      setOpened(false);
    }
  };

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      returnFocus
      closeOnItemClick={false}
      // The focus goes to the first item (the placeholder Mantine would focus first is no menu item).
      withInitialFocusPlaceholder={false}
      // The toolbar never scrolls out of view: the menu need not hide with its button.
      hideDetached={false}
    >
      <Menu.Target>
        <ToolButton
          data-tooltip={opened ? undefined : label}
          aria-label={label}
          aria-busy={busy !== null || undefined}
          data-action="download"
        >
          {ICONS.download}
        </ToolButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="picture-menu">
        {FORMATS.map((format) => (
          <Menu.Item
            key={format}
            data-format={format}
            data-disabled={busy !== null || undefined}
            aria-busy={busy === format || undefined}
            leftSection={busy === format ? <Loader size={14} aria-hidden="true" /> : undefined}
            onClick={() => void download(format)}
          >
            {busy === format ? t('editor.export.busy') : t(`editor.export.${format}`)}
          </Menu.Item>
        ))}
        {source.published && (
          <>
            <Menu.Divider />
            <Menu.Item
              component="a"
              href={bpmnAddress(source.published)}
              download
              data-format="bpmn"
              closeMenuOnClick
            >
              {t('editor.export.bpmn')}
            </Menu.Item>
            {HANDBOOK_FORMATS.map((format) => (
              <Menu.Item
                key={format}
                data-format={`handbook-${format}`}
                data-disabled={handbook.busy !== null || undefined}
                aria-busy={handbook.busy === format || undefined}
                leftSection={handbook.busy === format ? <Loader size={14} aria-hidden="true" /> : undefined}
                onClick={() => {
                  const published = source.published;
                  if (!published || handbook.busy) return;
                  void handbook
                    .download(format, handbookAddress(published, format), `handbook.${format}`)
                    .then(() => setOpened(false));
                }}
              >
                {handbook.busy === format
                  ? t('editor.export.handbook-busy')
                  : t(`editor.export.handbook-${format}`)}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

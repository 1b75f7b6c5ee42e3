import type { Plugin } from 'vite';

/** The name of the second entry (`src/preload-texts.ts`), as given in `build.rolldownOptions.input`. */
export const PRELOAD_TEXTS_ENTRY = 'preload-texts';

/**
 * Puts the built `preload-texts` entry in `index.html` before the app's own script
 * (docs/decisions.md, "A small first page"). Vite joins all module scripts of a page into one entry, so the
 * second entry is a rolldown input of its own, and its tag is added here. Being small, it runs while the
 * app's scripts still download and asks for the visitor's language texts then, instead of after the app has
 * loaded and run.
 */
export function preloadTexts(): Plugin {
  return {
    name: 'stroomlijn-preload-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === PRELOAD_TEXTS_ENTRY,
        );
        const app = /<script type="module"/;
        if (!entry || !app.test(html)) throw new Error(`No ${PRELOAD_TEXTS_ENTRY} entry or no app script`);
        // Before the app's script: module scripts run in the order of the page.
        return html.replace(
          app,
          `<script type="module" crossorigin src="/${entry.fileName}"></script>\n    $&`,
        );
      },
    },
  };
}

import { detectLanguage, loadTexts } from './lib/language';

// A second entry of index.html, listed before main.tsx: it has almost nothing to download, so it runs
// while the app's scripts still come in and asks for the visitor's language texts at once, instead of
// after the whole app has loaded (docs/decisions.md, "A small first page"). i18next then gets the same
// import.
void loadTexts(detectLanguage()).catch(() => undefined);

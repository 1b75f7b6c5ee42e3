import 'virtual:mantine-styles.css';
import './app/theme-variables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = startApp();

// The first render waits for the language's texts (a small chunk, asked for as soon as this script runs), so
// no translation key ever shows. Should they fail to load, the app renders anyway and the keys show.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    ),
  );

export { ProcessModelEditorPage, type ProcessModelEditorPageProps } from './editor-page';

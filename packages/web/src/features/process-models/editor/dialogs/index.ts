export { EditorDialogs } from './editor-dialogs';

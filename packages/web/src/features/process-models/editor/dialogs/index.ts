export { EditorDialogRoutes } from './editor-dialog-routes';

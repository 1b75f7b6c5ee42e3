export { ErasePersonDialog } from './erase-dialog';
export { mayErase } from './erase-rules';
export { exportPath } from './export-downloads';
export { MyDataButton } from './export-my-data';
export { UserExportDialog } from './export-user-dialog';

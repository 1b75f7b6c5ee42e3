export { ErasePersonDialog } from './erase-dialog';
export { mayErase } from './erase-rules';

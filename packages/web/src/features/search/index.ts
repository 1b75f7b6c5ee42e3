export { hitPath, searchPagePath } from './hit-path';
export { SearchBox } from './search-box';
export { SearchPage } from './search-page';

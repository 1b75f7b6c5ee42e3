export { BusinessModelArea } from './business-model-area';

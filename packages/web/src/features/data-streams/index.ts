export { DataStreamsArea } from './data-streams-area';

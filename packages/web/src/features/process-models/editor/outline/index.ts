export { ProcessOutline, type ProcessOutlineProps } from './process-outline';

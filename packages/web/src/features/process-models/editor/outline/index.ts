export { ProcessOutline, type ProcessOutlineProps } from './process-outline';
export { useOutlineToggle } from './use-outline-toggle';

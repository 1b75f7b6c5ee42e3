export { bpmnFileName, revisionToBpmn } from './bpmn-export.js';

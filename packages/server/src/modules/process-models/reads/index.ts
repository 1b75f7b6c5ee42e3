/**
 * The kept reads of process models: answers built once per version of a model (working copy, revision,
 * BPMN file), compressed ahead and revalidated by entity tag. Writes go through the module's service.
 */
export { type CachedModelReads, cachedModelReads } from './cached-reads.js';
export { sendAnswer } from './send-answer.js';

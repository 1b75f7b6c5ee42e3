/** A refusal or failure of backup or restore whose message is meant for the operator as it is. */
export class OperationError extends Error {
  override readonly name = 'OperationError';
}

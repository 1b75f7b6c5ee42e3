/** Why a rule refuses; the canvas can show the message, the command stack reports both. */
export const RULE_MESSAGES = {
  'unknown-step': 'Unknown id requested.',
  'unsupported-item': 'This item can not be added.',
  'fixed-step': 'Start and end steps can not be moved, removed or edited.',
  'control-with-branches': 'A control can only be moved or removed while it has one relation.',
  'drop-after-end': 'Can not drop items after last element.',
  'same-step': 'A step can not be dropped on itself.',
  'same-place': 'The step is in this place already.',
  'no-path-change': 'This path can not be changed.',
  'not-a-branch': 'Only a path of a control with several branches can be removed.',
  'has-empty-path': 'The control has an empty path already.',
  'unknown-relation': 'There is no such path.',
  'invalid-destination': 'A path can not lead to this step.',
  cycle: 'A path can not lead back to an earlier step.',
  'not-a-control': 'Only a control has branches.',
  'first-branch': 'The branch is first already.',
  'last-branch': 'The branch is last already.',
  'not-a-subprocess': 'Only a subprocess step opens a process.',
  'no-process': 'No process has been chosen for this subprocess.',
  'field-not-allowed': 'This step type has no such field.',
  'unsupported-action': 'This action is not supported.',
  'duplicate-group': 'Another information group has the same id.',
} as const;
export type RuleReason = keyof typeof RULE_MESSAGES;

export type RuleResult = { allowed: true } | { allowed: false; reason: RuleReason };

export const ALLOWED: RuleResult = { allowed: true };

export function refused(reason: RuleReason): RuleResult {
  return { allowed: false, reason };
}

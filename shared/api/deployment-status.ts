/**
 * What a deployment's status says about it, the same for the web app and the functions. A status
 * is one of Sahab's own first steps (pending, validating, creating_stack) or CloudFormation's stack
 * status (CREATE_IN_PROGRESS, ROLLBACK_COMPLETE, ...).
 */

/** Sahab's own statuses before CloudFormation has the stack. */
const BEFORE_STACK = new Set(['pending', 'validating', 'creating_stack']);

/** A workflow is still moving the deployment: lists keep following it, and another change would race. */
export function isDeploymentInProgress(status: string): boolean {
  return BEFORE_STACK.has(status) || status.endsWith('_IN_PROGRESS');
}

/** A stack status CloudFormation will not move on from without a new request. */
export function isStackSettled(status: string): boolean {
  return status.endsWith('_COMPLETE') || status.endsWith('_FAILED');
}

/** An update of the stack is under way (its cleanup included). */
export function isStackUpdating(status: string): boolean {
  return status.startsWith('UPDATE_') && status.endsWith('_IN_PROGRESS');
}

/** The stack was deleted: the deployment is kept in history, as CloudFormation keeps deleted stacks. */
export function isDeploymentDeleted(status: string): boolean {
  return status === 'DELETE_COMPLETE';
}

/** The stack statuses CloudFormation accepts an update in (UpdateStack, ExecuteChangeSet). */
const UPDATABLE = new Set(['CREATE_COMPLETE', 'UPDATE_COMPLETE', 'UPDATE_ROLLBACK_COMPLETE']);

/**
 * The stack can be updated now. DELETE_FAILED is not one: CloudFormation refuses updates then, so
 * a delete that failed on deletion protection is retried after the protection is turned off by hand.
 */
export function isStackUpdatable(status: string): boolean {
  return UPDATABLE.has(status);
}

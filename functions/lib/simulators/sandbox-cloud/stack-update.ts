import type { SandboxStack } from '#functions/lib/ports/sandbox-cloud-store';
import type { StackUpdate } from '#functions/lib/ports/stack-deployer';
import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { carryLiveEdits, hasLiveEdits, liveResources } from './live-edits';
import { ExecutionPermissions } from './permissions';
import { planStack } from './plan';
import { validationError } from './refusals';
import type { SandboxAccountState } from './sandbox-account';
import { checkParameters, checkTemplate } from './template-checks';
import { viewAt } from './timeline';
import { changeOf, updateTimeline } from './update-timeline';

const sameTags = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** The statuses CloudFormation accepts an UpdateStack in. */
const UPDATABLE = new Set(['CREATE_COMPLETE', 'UPDATE_COMPLETE', 'UPDATE_ROLLBACK_COMPLETE']);

export interface UpdateInput {
  state: SandboxAccountState;
  stack: SandboxStack;
  update: StackUpdate;
  validator: TemplateValidator;
  speed: number;
}

/**
 * The stack's next version after UpdateStack, or undefined when the new template and parameters
 * plan exactly the resources and outputs the stack has ('No updates are to be performed.').
 * Refusals are CloudFormation's: a stack busy or rolled back, an unknown execution role, and
 * every template and parameter check of a create. Unchanged resources keep their physical ids
 * (they come from the stack id and logical id, as for a create).
 */
export function updatedStack(input: UpdateInput): SandboxStack | undefined {
  const { state, stack, update } = input;
  const planned = plannedUpdate(input);
  const reverting = update.revertDrift === true && stack.resources.some(hasLiveEdits);
  if (planned.unchanged && !reverting) return undefined;
  const { plan, next, parameters } = planned;
  const roleArn = update.executionRoleArn;
  // reverting drift updates from the resources as they are live, to the template's values
  const from = reverting ? liveResources(stack.resources) : stack.resources;
  const outcome = updateTimeline(stack, from, next, state.now, input.speed);
  const kept = outcome.rolledBack
    ? {}
    : {
        tags: planned.tags,
        templateBody: update.templateBody,
        parameters,
        resources: reverting ? next : carryLiveEdits(stack.resources, next),
        outputs: plan.outputs,
        description: plan.description,
        executionRoleArn: roleArn,
      };
  return {
    ...stack,
    ...kept,
    events: [...stack.events, ...outcome.events],
    version: stack.version + 1,
    // an update makes every change set of the stack obsolete (CloudFormation deletes them)
    changeSets: [],
  };
}

/**
 * What an update would make of the stack, without making it: every refusal of UpdateStack, the
 * planned resources (unchanged ones keep their physical ids and cannot fail) and whether anything
 * changes at all. CreateChangeSet and UpdateStack share it, so a change set lists what the update
 * then does.
 */
export function plannedUpdate(input: UpdateInput) {
  const { state, stack, update } = input;
  const status = viewAt(stack, state.now).status;
  if (!UPDATABLE.has(status)) {
    throw validationError(`Stack:${stack.stackId} is in ${status} state and can not be updated.`);
  }
  const roleArn = update.executionRoleArn;
  if (!state.roles().some((role) => role.attributes.Arn === roleArn)) {
    throw validationError(`Role ${roleArn} is invalid or cannot be assumed`);
  }
  const checked = checkTemplate(update.templateBody, input.validator, {
    region: stack.region,
    parameters: update.parameters,
  });
  const parameters = checkParameters(checked.parsed, update.parameters ?? {});
  const before = new Map(stack.resources.map((r) => [r.logicalId, r]));
  // the update's tags replace the stack's, and CloudFormation copies them onto its resources
  const tags = update.tags ?? stack.tags;
  const permissions = ExecutionPermissions.of(state, { ...stack, tags, executionRoleArn: roleArn });
  const plan = planStack({
    checked,
    parameters,
    accountId: stack.accountId,
    region: stack.region,
    stackName: stack.stackName,
    stackId: stack.stackId,
    account: state.view(stack.region, stack.stackId),
    previous: before,
    authorise: (resource, planned) => {
      const previous = before.get(resource.logicalId);
      const change = changeOf(resource, previous);
      if (change === 'modified' && previous) return permissions?.updateFailure(resource, previous, planned);
      return change === 'unchanged' ? undefined : permissions?.createFailure(resource, planned);
    },
  });
  // A resource the update leaves as it is cannot fail: it already exists.
  const next = plan.resources.map((r) =>
    changeOf(r, before.get(r.logicalId)) === 'unchanged' ? { ...r, failure: undefined } : r,
  );
  const unchanged =
    next.length === stack.resources.length &&
    next.every((r) => changeOf(r, before.get(r.logicalId)) === 'unchanged') &&
    JSON.stringify(plan.outputs) === JSON.stringify(stack.outputs) &&
    plan.description === stack.description &&
    sameTags(tags, stack.tags);
  return { plan, next, parameters, tags, unchanged };
}

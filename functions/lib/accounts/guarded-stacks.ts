import {
  boundaryPolicyArn,
  MANAGED_BY_TAG,
  STACK_BUCKETS_TAG,
  stackBucketPrefix,
} from '#shared/accounts/role-template';
import { withGuardrails } from '#shared/accounts/stack-guardrails';
import type { RegionalTarget } from '../ports/cloud-target';
import type { ChangeSetRequest, StackDeployer, StackUpdate } from '../ports/stack-deployer';

/** The boundary the role template created in the target's account (its ARN names the account). */
function boundaryFor(target: RegionalTarget): string {
  const [, partition = 'aws', , , accountId = ''] = target.roleArn.split(':');
  return boundaryPolicyArn(accountId, partition);
}

/** The tags Sahab puts on a stack of that name, beside any of its own. */
const sahabTags = (stackName: string) => ({
  [MANAGED_BY_TAG.key]: MANAGED_BY_TAG.value,
  // copied onto the stack's roles: their boundary reaches objects only in this stack's buckets
  [STACK_BUCKETS_TAG]: stackBucketPrefix(stackName),
});

/**
 * An update's tags: the stack's own plus Sahab's. CloudFormation replaces a stack's tags only when
 * an update names them, so naming them on every update brings a stack deployed before a tag
 * existed (the bucket prefix) up to date. Its roles would otherwise lose their S3 objects once the
 * role template's boundary reads that tag. No stack found: nothing to add, CloudFormation refuses.
 */
async function updateTags(
  inner: StackDeployer,
  target: RegionalTarget,
  update: StackUpdate | ChangeSetRequest,
) {
  const stack = await inner.describeStack(target, update.stackNameOrId);
  return stack && { tags: { ...stack.tags, ...update.tags, ...sahabTags(stack.stackName) } };
}

/**
 * CloudFormation as Sahab uses it in a linked account: every stack is tagged as Sahab's, on create
 * and on every update (the access role may change no other stack, and CloudFormation copies the
 * tag onto the resources, which the execution role's conditions read; the bucket-prefix tag bounds
 * its roles' S3 object access to its own buckets), and every template gets the guardrails the
 * execution role insists on (`withGuardrails`). One place, for every template Sahab deploys:
 * catalog, builder, designs, studio, fixes.
 */
export function guardedStacks(inner: StackDeployer): StackDeployer {
  return {
    validateTemplate: (target, body) => inner.validateTemplate(target, body),
    createStack: (target, stack) =>
      inner.createStack(target, {
        ...stack,
        templateBody: withGuardrails(stack.templateBody, boundaryFor(target)),
        tags: { ...stack.tags, ...sahabTags(stack.stackName) },
      }),
    updateStack: async (target, update) =>
      inner.updateStack(target, {
        ...update,
        ...(await updateTags(inner, target, update)),
        templateBody: withGuardrails(update.templateBody, boundaryFor(target)),
      }),
    previewUpdate: async (target, request) =>
      inner.previewUpdate(target, {
        ...request,
        ...(await updateTags(inner, target, request)),
        // without a body the stack keeps its template, which was guarded when it was sent
        ...(request.templateBody !== undefined && {
          templateBody: withGuardrails(request.templateBody, boundaryFor(target)),
        }),
      }),
    executeChangeSet: (target, id, name) => inner.executeChangeSet(target, id, name),
    deleteChangeSet: (target, id, name) => inner.deleteChangeSet(target, id, name),
    describeStack: (target, id) => inner.describeStack(target, id),
    stackEvents: (target, id) => inner.stackEvents(target, id),
    stackResources: (target, id) => inner.stackResources(target, id),
    deleteStack: (target, id, retain) => inner.deleteStack(target, id, retain),
  };
}

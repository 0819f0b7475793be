import {
  boundaryPolicyArn,
  MANAGED_BY_TAG,
  STACK_BUCKETS_TAG,
  stackBucketPrefix,
} from '#shared/accounts/role-template';
import { withGuardrails } from '#shared/accounts/stack-guardrails';
import type { RegionalTarget } from '../ports/cloud-target';
import type { StackDeployer } from '../ports/stack-deployer';

/** The boundary the role template created in the target's account (its ARN names the account). */
function boundaryFor(target: RegionalTarget): string {
  const [, partition = 'aws', , , accountId = ''] = target.roleArn.split(':');
  return boundaryPolicyArn(accountId, partition);
}

/**
 * CloudFormation as Sahab uses it in a linked account: every stack is tagged as Sahab's (the
 * access role may change no other stack, and CloudFormation copies the tag onto the resources,
 * which the execution role's conditions read; the bucket-prefix tag bounds its roles' S3 object
 * access to its own buckets), and every template gets the guardrails the
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
        tags: {
          ...stack.tags,
          [MANAGED_BY_TAG.key]: MANAGED_BY_TAG.value,
          // copied onto the stack's roles: their boundary reaches objects only in this stack's buckets
          [STACK_BUCKETS_TAG]: stackBucketPrefix(stack.stackName),
        },
      }),
    updateStack: (target, update) =>
      inner.updateStack(target, {
        ...update,
        templateBody: withGuardrails(update.templateBody, boundaryFor(target)),
      }),
    previewUpdate: (target, request) =>
      inner.previewUpdate(target, {
        ...request,
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

import { createHash } from 'node:crypto';
import type { FixPreview } from '#shared/api/compliance-schema';
import { isStatefulType } from '#shared/cfn/replacement';
import { Conflict } from '../errors';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { ChangeSetPreview, ResourceChange } from '../ports/stack-deployer';
import { deploymentTarget } from './owned-deployment';
import type { DeploymentPorts } from './ports';

/**
 * The change set's name comes from what it would deploy (template and parameter values) and from
 * the deployment it starts from (its last write, which every update moves on), so the preview and
 * the apply of the same change meet on the same change set, a template that changed in between
 * cannot be executed under the name the user reviewed, and reaching the same template again later
 * (A -> B -> A -> B) is a new change set, never the one already executed under that name.
 */
export function changeSetNameFor(
  from: Pick<DeploymentRecord, 'updatedAt'>,
  template: string,
  parameters: Record<string, string> | undefined,
  purpose = 'fix',
): string {
  const digest = createHash('sha256')
    .update(from.updatedAt)
    .update('\u0000')
    .update(template)
    .update('\u0000')
    .update(JSON.stringify(Object.entries(parameters ?? {}).sort()))
    .digest('hex');
  return `sahab-${purpose}-${digest.slice(0, 24)}`;
}

/** Changes that would lose data: a resource that holds data replaced (or maybe) or removed. */
export function dataLosses(changes: readonly ResourceChange[]): ResourceChange[] {
  return changes.filter(
    (c) =>
      isStatefulType(c.resourceType) &&
      (c.action === 'Remove' ||
        (c.action === 'Modify' && c.replacement !== undefined && c.replacement !== 'False')),
  );
}

const verb = (c: ResourceChange) =>
  c.action === 'Remove' ? 'removed' : c.replacement === 'Conditional' ? 'may be replaced' : 'replaced';

/**
 * Creates (or finds) the change set of a deployment's stack to `template` and checks it: refused
 * with the list when a resource that holds data would be replaced or removed (the change set is
 * deleted then), or when it changes nothing. Otherwise the change set stays, to be executed.
 */
export async function reviewedChangeSet(
  ports: Pick<DeploymentPorts, 'stacks'>,
  deployment: DeploymentRecord,
  template: string,
): Promise<ChangeSetPreview> {
  const target = deploymentTarget(deployment);
  const stack = deployment.stackId ?? deployment.stackName;
  const stacks = await ports.stacks();
  const preview = await stacks.previewUpdate(target, {
    stackNameOrId: stack,
    changeSetName: changeSetNameFor(deployment, template, deployment.parameterValues),
    templateBody: template,
    parameters: deployment.parameterValues,
    executionRoleArn: deployment.executionRoleArn,
  });
  if (preview.status === 'noChanges') {
    throw new Conflict(
      `The fix changes nothing in stack ${deployment.stackName}: the live resource differs from the template, so update or re-deploy the stack instead.`,
    );
  }
  const losses = dataLosses(preview.changes);
  if (losses.length > 0) {
    await stacks.deleteChangeSet(target, stack, preview.changeSetName).catch(() => undefined);
    const list = losses.map((c) => `${c.logicalId} (${c.resourceType}) would be ${verb(c)}`).join('; ');
    throw new Conflict(
      `Not applied: CloudFormation would lose data in stack ${deployment.stackName}: ${list}. Migrate instead: snapshot, restore into a new resource with the setting, switch over.`,
    );
  }
  return preview;
}

/** One change in the words the confirmations use: a Modify that replaces is a 'replace'. */
export function changeAction(c: ResourceChange): 'add' | 'modify' | 'replace' | 'remove' {
  if (c.action === 'Add') return 'add';
  if (c.action === 'Remove') return 'remove';
  return c.replacement === 'True' || c.replacement === 'Conditional' ? 'replace' : 'modify';
}

/** The change set as the confirmation lists it. */
export function previewAnswer(preview: ChangeSetPreview): FixPreview {
  return {
    changes: preview.changes.map((c) => ({
      action: changeAction(c),
      logical_id: c.logicalId,
      resource_type: c.resourceType,
      conditional: c.replacement === 'Conditional',
      properties: c.scope,
    })),
  };
}

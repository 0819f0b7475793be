import type { DeploymentChangeSet } from '#shared/api/deployment-changes';
import { checkParameterValues } from '#shared/catalog/parameter-values';
import { templateParameters } from '#shared/catalog/parameters';
import type { TemplateParameter } from '#shared/catalog/types';
import { isTemplateError, parseTemplate } from '#shared/cfn/index';
import { isStatefulType } from '#shared/cfn/replacement';
import { BadRequest, Conflict } from '../errors';
import { isCloudError } from '../ports/cloud-error';
import type { HistoryAction } from '../ports/deployment-history';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { ChangeSetPreview, ResourceChange } from '../ports/stack-deployer';
import { changeAction, changeSetNameFor } from './change-set-review';
import { deploymentTarget, ownedDeployment } from './owned-deployment';
import type { DeploymentPorts } from './ports';
import { refuseBeyondStackLimits } from './template-limits';
import { overallScore, templateScores } from './template-scores';
import { refuseUnlessUpdatable, updateDeployment } from './update-deployment';

/**
 * A change to a deployed stack, however it came about (new parameter values in the update form,
 * the newest version of its source, a drift revert): the template and the values it should run
 * with. Either may be left out to keep the deployment's own.
 */
export interface ProposedChange {
  /** the new template text; absent: the stack keeps its template (UsePreviousTemplate) */
  template?: string;
  /** every value the stack should run with; absent: the deployment's own (those the template declares) */
  parameterValues?: Record<string, string>;
  /**
   * what the change is for, in the change set's name (`sahab-<purpose>-<digest>`): `update`,
   * `revert`... Letters and digits.
   */
  purpose?: string;
  /**
   * a drift-reverting change set (DeploymentMode REVERT_DRIFT) of the deployment's own template
   * and values, named after the drift check it reverts so each check gets its own change set;
   * `liveTemplate` is the template with the drifted properties' live values, what runs now (the
   * preview's score before: the revert restores the template's values, scored after)
   */
  revertDrift?: { checkedAt: string; liveTemplate?: string };
}

/** The change made whole: what the stack would run, and whether its template changes at all. */
interface ResolvedChange {
  template: string;
  templateChanged: boolean;
  parameterValues: Record<string, string>;
  changeSetName: string;
  revertDrift: boolean;
}

/** The parameters a template declares, with their limits, as the builder reads them. */
export function declaredParameters(template: string): TemplateParameter[] {
  try {
    return templateParameters({ slug: 'deployment', parameterUi: {} }, parseTemplate(template).body);
  } catch (error) {
    if (isTemplateError(error)) throw new BadRequest(error.message);
    throw error;
  }
}

function resolved(deployment: DeploymentRecord, change: ProposedChange): ResolvedChange {
  const template = change.template ?? deployment.template;
  const parameters = declaredParameters(template);
  const declared = new Set(parameters.map((p) => p.name));
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(change.parameterValues ?? deployment.parameterValues)) {
    // a new version takes the values of the parameters it still declares
    if (change.template !== undefined && !declared.has(name)) continue;
    // blank means "the template's default", as in the builder
    if (value.trim() !== '') values[name] = value.trim();
  }
  const problems = checkParameterValues(parameters, values);
  if (problems.length > 0) throw new BadRequest(problems.map((p) => p.message).join('; '));
  refuseBeyondStackLimits(template, values);
  return {
    template,
    templateChanged: template !== deployment.template,
    parameterValues: values,
    changeSetName: change.revertDrift
      ? changeSetNameFor(deployment, `${template}\u0000${change.revertDrift.checkedAt}`, values, 'revert')
      : changeSetNameFor(deployment, template, values, change.purpose ?? 'update'),
    revertDrift: change.revertDrift !== undefined,
  };
}

/** Replaced (or maybe replaced) or removed while it holds data: what the preview warns of in red. */
export const losesData = (c: ResourceChange) =>
  isStatefulType(c.resourceType) &&
  (c.action === 'Remove' ||
    (c.action === 'Modify' && c.replacement !== undefined && c.replacement !== 'False'));

/** CreateChangeSet (or the one of that name already there) for the resolved change. */
async function changeSetOf(
  ports: Pick<DeploymentPorts, 'stacks'>,
  deployment: DeploymentRecord,
  change: ResolvedChange,
): Promise<ChangeSetPreview> {
  const stacks = await ports.stacks();
  const preview = await stacks.previewUpdate(deploymentTarget(deployment), {
    stackNameOrId: deployment.stackId ?? deployment.stackName,
    changeSetName: change.changeSetName,
    // parameter values only: CloudFormation keeps the stack's own template
    ...(change.templateChanged || change.revertDrift ? { templateBody: change.template } : {}),
    parameters: change.parameterValues,
    executionRoleArn: deployment.executionRoleArn,
    ...(change.revertDrift && { revertDrift: true }),
  });
  if (preview.status === 'noChanges' && change.revertDrift) {
    throw new Conflict(
      `Nothing in stack ${deployment.stackName} differs from its template any more: check drift again.`,
    );
  }
  if (preview.status === 'noChanges') {
    throw new Conflict(
      `The update changes nothing in stack ${deployment.stackName}: it already runs this template with these values.`,
    );
  }
  return preview;
}

/**
 * Has CloudFormation work out the change set of a change to a deployment's stack and answers it
 * for review: each resource added, modified, replaced or removed (a resource that holds data and
 * would be replaced or removed flagged), and the compliance score of what runs now and after.
 * Nothing changes until `executeChange`; `cancelChange` deletes it. 400 for values outside their
 * constraints (nothing is created then), 409 while the deployment cannot be updated or when the
 * change changes nothing.
 */
export async function previewChange(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  change: ProposedChange,
): Promise<DeploymentChangeSet> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  refuseUnlessUpdatable(deployment);
  const next = resolved(deployment, change);
  const preview = await changeSetOf(ports, deployment, next);
  // what runs now: for a revert, the live (drifted) values, not the template it restores
  const running = change.revertDrift?.liveTemplate ?? deployment.template;
  const before = templateScores(running, deployment.parameterValues, deployment.region) ?? {};
  const after = templateScores(next.template, next.parameterValues, deployment.region) ?? {};
  return {
    change_set_name: preview.changeSetName,
    changes: preview.changes.map((c) => ({
      action: changeAction(c),
      logical_id: c.logicalId,
      resource_type: c.resourceType,
      conditional: c.replacement === 'Conditional',
      properties: c.scope,
      data_loss: losesData(c),
    })),
    score_before: overallScore(before),
    score_after: overallScore(after),
    scores_before: before,
    scores_after: after,
    parameter_values: next.parameterValues,
    template_changed: next.templateChanged,
  };
}

export interface ExecuteOptions {
  /** the change set the user reviewed: executing anything else is refused */
  changeSetName: string;
  /** recorded in the deployment's history */
  action: HistoryAction;
  actor: string;
}

/**
 * Executes the reviewed change set of a change: the change is resolved again on the server and
 * must name the change set the user saw (a template or values changed since cannot slip in), then
 * the update-stack workflow executes it, live over the WebSocket like a create, and the history
 * records who, when and the change set.
 */
export async function executeChange(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  change: ProposedChange,
  options: ExecuteOptions,
): Promise<DeploymentRecord> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  refuseUnlessUpdatable(deployment);
  const next = resolved(deployment, change);
  if (next.changeSetName !== options.changeSetName) {
    throw new Conflict(
      `The change set you reviewed is not this update any more (the template or the values changed): review the changes again.`,
    );
  }
  const preview = await changeSetOf(ports, deployment, next);
  return updateDeployment(ports, userId, id, {
    template: next.template,
    parameterValues: next.parameterValues,
    changeSetName: preview.changeSetName,
    history: { action: options.action, actor: options.actor, changes: preview.changes },
  });
}

/** DeleteChangeSet: the reviewed change set is cancelled; one already gone is no error. */
export async function cancelChange(
  ports: DeploymentPorts,
  userId: string,
  id: string,
  changeSetName: string,
): Promise<void> {
  const deployment = await ownedDeployment(ports.deployments, userId, id);
  if (!deployment.stackId) return;
  const stacks = await ports.stacks();
  try {
    await stacks.deleteChangeSet(deploymentTarget(deployment), deployment.stackId, changeSetName);
  } catch (error) {
    if (isCloudError(error) && error.code === 'ChangeSetNotFoundException') return;
    throw error;
  }
}

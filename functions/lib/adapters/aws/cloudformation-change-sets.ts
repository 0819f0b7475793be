import {
  type Capability,
  type CloudFormationClient,
  CreateChangeSetCommand,
  DeleteChangeSetCommand,
  DescribeChangeSetCommand,
  type DescribeChangeSetCommandOutput,
  ExecuteChangeSetCommand,
} from '@aws-sdk/client-cloudformation';
import { isCloudError } from '#functions/lib/ports/cloud-error';
import type { ChangeSetPreview, ChangeSetRequest, ResourceChange } from '#functions/lib/ports/stack-deployer';
import { toCloudError } from './aws-errors';

/** How a change set that changes nothing fails (CloudFormation's StatusReason). */
const NO_CHANGES = /didn't contain changes|No updates are to be performed/;

export interface ChangeSetTiming {
  /** between DescribeChangeSet calls while CloudFormation works the change set out */
  pollMs: number;
  /** give up after this long: the API answers within API Gateway's 29 s */
  timeoutMs: number;
}

export const CHANGE_SET_TIMING: ChangeSetTiming = { pollMs: 2_000, timeoutMs: 24_000 };

type Send = <T>(call: (cfn: CloudFormationClient) => Promise<T>) => Promise<T>;

/**
 * CreateChangeSet (UPDATE) unless one of that name exists, then DescribeChangeSet until it is
 * worked out, reading every page of changes: each change's Action, Replacement and Scope.
 */
export async function previewUpdate(
  send: Send,
  request: ChangeSetRequest,
  capabilities: Capability[],
  timing: ChangeSetTiming = CHANGE_SET_TIMING,
): Promise<ChangeSetPreview> {
  const names = { StackName: request.stackNameOrId, ChangeSetName: request.changeSetName };
  let first = await describeIfThere(send, names);
  if (!first) {
    await send((cfn) =>
      cfn.send(
        new CreateChangeSetCommand({
          ...names,
          ChangeSetType: 'UPDATE',
          ...(request.templateBody === undefined
            ? { UsePreviousTemplate: true }
            : { TemplateBody: request.templateBody }),
          Parameters: Object.entries(request.parameters ?? {}).map(([ParameterKey, ParameterValue]) => ({
            ParameterKey,
            ParameterValue,
          })),
          RoleARN: request.executionRoleArn,
          Capabilities: capabilities,
          // the stack's tags once executed; absent, it keeps them
          ...(request.tags && {
            Tags: Object.entries(request.tags).map(([Key, Value]) => ({ Key, Value })),
          }),
          // a drift-aware change set: drifted properties go back to the template's values
          ...(request.revertDrift && { DeploymentMode: 'REVERT_DRIFT' as const }),
        }),
      ),
    );
  }
  const started = Date.now();
  for (;;) {
    first ??= await send((cfn) => cfn.send(new DescribeChangeSetCommand(names)));
    const status = first.Status ?? '';
    if (status === 'CREATE_COMPLETE') break;
    if (status === 'FAILED') {
      const reason = first.StatusReason ?? '';
      if (NO_CHANGES.test(reason))
        return { changeSetName: request.changeSetName, status: 'noChanges', changes: [] };
      throw toCloudError({ name: 'ValidationError', message: `The change set failed: ${reason}` });
    }
    if (Date.now() - started > timing.timeoutMs)
      throw toCloudError({
        name: 'ThrottlingException',
        message: `CloudFormation has not worked out change set ${request.changeSetName} yet (${status}): try again in a moment.`,
      });
    await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
    first = undefined;
  }
  const changes: ResourceChange[] = [...changesOf(first)];
  let token = first.NextToken;
  while (token) {
    const page = await send((cfn) => cfn.send(new DescribeChangeSetCommand({ ...names, NextToken: token })));
    changes.push(...changesOf(page));
    token = page.NextToken;
  }
  return { changeSetName: request.changeSetName, status: 'ready', changes };
}

async function describeIfThere(
  send: Send,
  names: { StackName: string; ChangeSetName: string },
): Promise<DescribeChangeSetCommandOutput | undefined> {
  try {
    return await send((cfn) => cfn.send(new DescribeChangeSetCommand(names)));
  } catch (error) {
    if (isCloudError(error) && error.code === 'ChangeSetNotFoundException') return undefined;
    throw error;
  }
}

function changesOf(answer: DescribeChangeSetCommandOutput): ResourceChange[] {
  return (answer.Changes ?? []).flatMap((change) => {
    const r = change.ResourceChange;
    if (!r) return [];
    return [
      {
        action: (r.Action ?? 'Modify') as ResourceChange['action'],
        logicalId: r.LogicalResourceId ?? '',
        resourceType: r.ResourceType ?? '',
        ...(r.Replacement ? { replacement: r.Replacement as ResourceChange['replacement'] } : {}),
        scope: [
          ...new Set(
            (r.Details ?? []).map((d) => d.Target?.Name ?? d.Target?.Attribute ?? '').filter(Boolean),
          ),
        ],
      },
    ];
  });
}

export async function executeChangeSet(send: Send, stackNameOrId: string, changeSetName: string) {
  await send((cfn) =>
    cfn.send(new ExecuteChangeSetCommand({ StackName: stackNameOrId, ChangeSetName: changeSetName })),
  );
}

export async function deleteChangeSet(send: Send, stackNameOrId: string, changeSetName: string) {
  await send((cfn) =>
    cfn.send(new DeleteChangeSetCommand({ StackName: stackNameOrId, ChangeSetName: changeSetName })),
  );
}

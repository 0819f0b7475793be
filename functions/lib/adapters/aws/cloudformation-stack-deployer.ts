import {
  type Capability,
  CloudFormationClient,
  CreateStackCommand,
  DeleteStackCommand,
  DescribeStackEventsCommand,
  DescribeStacksCommand,
  ListStackResourcesCommand,
  type Stack,
  UpdateStackCommand,
  ValidateTemplateCommand,
} from '@aws-sdk/client-cloudformation';
import { isCloudError } from '#functions/lib/ports/cloud-error';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type { StackDeployer, StackDescription, StackResource } from '#functions/lib/ports/stack-deployer';
import { isMissingStack, isNoUpdates, toCloudError } from './aws-errors';
import {
  CHANGE_SET_TIMING,
  type ChangeSetTiming,
  deleteChangeSet,
  executeChangeSet,
  previewUpdate,
} from './cloudformation-change-sets';
import type { RoleSessions } from './role-sessions';

/**
 * The user reviewed the template in Sahab before deploying (compliance, cost, diagram), so stacks
 * are created with the capabilities catalog and generated templates need: IAM resources, named
 * ones, and the SAM transform.
 */
const CAPABILITIES: Capability[] = ['CAPABILITY_IAM', 'CAPABILITY_NAMED_IAM', 'CAPABILITY_AUTO_EXPAND'];
const tagList = (tags: Record<string, string>) =>
  Object.entries(tags).map(([Key, Value]) => ({ Key, Value }));
const parameterList = (parameters: Record<string, string> | undefined) =>
  Object.entries(parameters ?? {}).map(([ParameterKey, ParameterValue]) => ({
    ParameterKey,
    ParameterValue,
  }));

/**
 * Pages of events read per call (100 each): the newest 1,000, about what the deployment's timeline
 * keeps (EVENTS_BYTE_BUDGET), so the timeline shows a big stack's whole operation, not its last 50
 * events. A stack with a short history stops at its last page.
 */
const EVENT_PAGES = 10;

/** CloudFormation in a linked account, through the assumed role, per region. */
export function cloudFormationStackDeployer(
  sessions: RoleSessions,
  changeSetTiming: ChangeSetTiming = CHANGE_SET_TIMING,
): StackDeployer {
  const send = <T>(target: RegionalTarget, call: (client: CloudFormationClient) => Promise<T>) =>
    sessions.run(target, (credentials) =>
      call(new CloudFormationClient({ region: target.region, credentials, maxAttempts: 1 })),
    );
  const sender =
    (target: RegionalTarget) =>
    <T>(call: (client: CloudFormationClient) => Promise<T>) =>
      send(target, call);

  return {
    async validateTemplate(target, templateBody) {
      const answer = await send(target, (cfn) =>
        cfn.send(new ValidateTemplateCommand({ TemplateBody: templateBody })),
      );
      return {
        description: answer.Description,
        parameters: (answer.Parameters ?? []).map((p) => ({
          key: p.ParameterKey ?? '',
          defaultValue: p.DefaultValue,
          noEcho: p.NoEcho ?? false,
          description: p.Description,
        })),
        capabilities: answer.Capabilities ?? [],
      };
    },

    async createStack(target, stack) {
      const answer = await send(target, (cfn) =>
        cfn.send(
          new CreateStackCommand({
            StackName: stack.stackName,
            TemplateBody: stack.templateBody,
            Parameters: parameterList(stack.parameters),
            Tags: tagList(stack.tags ?? {}),
            RoleARN: stack.executionRoleArn,
            Capabilities: CAPABILITIES,
            OnFailure: 'ROLLBACK',
          }),
        ),
      );
      if (!answer.StackId)
        throw toCloudError({ name: 'InternalFailure', message: 'CreateStack returned no StackId' });
      return { stackId: answer.StackId };
    },

    async updateStack(target, update) {
      try {
        const answer = await send(target, (cfn) =>
          cfn.send(
            new UpdateStackCommand({
              StackName: update.stackNameOrId,
              TemplateBody: update.templateBody,
              Parameters: parameterList(update.parameters),
              RoleARN: update.executionRoleArn,
              Capabilities: CAPABILITIES,
              // absent: the stack keeps its tags (an empty list would remove them all)
              ...(update.tags && { Tags: tagList(update.tags) }),
            }),
          ),
        );
        return { stackId: answer.StackId ?? update.stackNameOrId, noChanges: false };
      } catch (error) {
        if (isCloudError(error) && isNoUpdates(error))
          return { stackId: update.stackNameOrId, noChanges: true };
        throw error;
      }
    },

    previewUpdate: (target, request) => previewUpdate(sender(target), request, CAPABILITIES, changeSetTiming),
    executeChangeSet: (target, stack, name) => executeChangeSet(sender(target), stack, name),
    deleteChangeSet: (target, stack, name) => deleteChangeSet(sender(target), stack, name),

    async describeStack(target, stackNameOrId) {
      try {
        const answer = await send(target, (cfn) =>
          cfn.send(new DescribeStacksCommand({ StackName: stackNameOrId })),
        );
        const [stack] = answer.Stacks ?? [];
        return stack ? describe(stack) : undefined;
      } catch (error) {
        if (isCloudError(error) && isMissingStack(error)) return undefined;
        throw error;
      }
    },

    async stackEvents(target, stackNameOrId) {
      const events = [];
      let token: string | undefined;
      for (let page = 0; page < EVENT_PAGES; page++) {
        const answer = await send(target, (cfn) =>
          cfn.send(new DescribeStackEventsCommand({ StackName: stackNameOrId, NextToken: token })),
        );
        for (const e of answer.StackEvents ?? []) {
          events.push({
            eventId: e.EventId ?? '',
            timestamp: iso(e.Timestamp),
            logicalId: e.LogicalResourceId ?? '',
            physicalId: e.PhysicalResourceId || undefined,
            resourceType: e.ResourceType ?? '',
            status: e.ResourceStatus ?? '',
            statusReason: e.ResourceStatusReason,
          });
        }
        token = answer.NextToken;
        if (!token) break;
      }
      return events;
    },

    async stackResources(target, stackNameOrId) {
      const resources: StackResource[] = [];
      let token: string | undefined;
      do {
        const answer = await send(target, (cfn) =>
          cfn.send(new ListStackResourcesCommand({ StackName: stackNameOrId, NextToken: token })),
        );
        for (const r of answer.StackResourceSummaries ?? []) {
          resources.push({
            logicalId: r.LogicalResourceId ?? '',
            physicalId: r.PhysicalResourceId || undefined,
            type: r.ResourceType ?? '',
            status: r.ResourceStatus ?? '',
            statusReason: r.ResourceStatusReason,
            updatedAt: iso(r.LastUpdatedTimestamp),
          });
        }
        token = answer.NextToken;
      } while (token);
      return resources;
    },

    async deleteStack(target, stackNameOrId, retainResources) {
      await send(target, (cfn) =>
        cfn.send(
          new DeleteStackCommand({
            StackName: stackNameOrId,
            ...(retainResources && retainResources.length > 0 && { RetainResources: [...retainResources] }),
          }),
        ),
      );
    },
  };
}

function describe(stack: Stack): StackDescription {
  return {
    stackId: stack.StackId ?? '',
    stackName: stack.StackName ?? '',
    status: stack.StackStatus ?? '',
    statusReason: stack.StackStatusReason,
    createdAt: iso(stack.CreationTime),
    updatedAt: stack.LastUpdatedTime ? iso(stack.LastUpdatedTime) : undefined,
    outputs: Object.fromEntries((stack.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? ''])),
    tags: Object.fromEntries((stack.Tags ?? []).map((t) => [t.Key ?? '', t.Value ?? ''])),
  };
}

const iso = (time: Date | undefined) => (time ?? new Date(0)).toISOString();

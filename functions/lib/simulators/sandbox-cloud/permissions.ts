import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import { handlerMessage } from './account-view';
import { decide, deniedMessage, type IamRequest, statementsOf } from './iam-policy';
import {
  CREATE_NEEDS,
  DELETE_NEEDS,
  type RequestContext,
  type TaggedResource,
  tagsOf,
  UPDATE_NEEDS,
} from './iam-requests';
import { accessDenied } from './refusals';
import type { SandboxAccountState } from './sandbox-account';
import { existingResources } from './timeline';

type Statement = Record<string, unknown>;

/** A role's identity policies: its inline policies and the customer managed ones attached to it. */
function roleStatements(role: SandboxResource, state: SandboxAccountState): Statement[] {
  const inline = [role.properties.Policies ?? []]
    .flat()
    .map((policy) => (policy as { PolicyDocument?: unknown })?.PolicyDocument);
  const attached = new Set([role.properties.ManagedPolicyArns ?? []].flat().map(String));
  const managed = state
    .existing({ includeCreating: false })
    .map(({ resource }) => resource)
    .filter((r) => r.type === 'AWS::IAM::ManagedPolicy' && attached.has(r.physicalId))
    .map((r) => r.properties.PolicyDocument);
  return statementsOf([...inline, ...managed]);
}

const roleNamed = (state: SandboxAccountState, arn: string | undefined) =>
  arn ? state.roles().find((role) => role.attributes.Arn === arn) : undefined;

/**
 * The sandbox's IAM for a stack's resources: what the stack's execution role may do, judged with
 * the requests CloudFormation makes for each resource (`iam-requests.ts`). A stack without an
 * execution role runs as the account's user, who may do anything (the role stack itself).
 */
export class ExecutionPermissions {
  private constructor(
    private readonly state: SandboxAccountState,
    private readonly caller: string,
    private readonly statements: Statement[],
    private readonly stackTags: Record<string, string>,
    private readonly region: string,
  ) {}

  static of(
    state: SandboxAccountState,
    stack: { executionRoleArn?: string; tags: Record<string, string>; region: string },
  ): ExecutionPermissions | undefined {
    const role = roleNamed(state, stack.executionRoleArn);
    if (!role) return undefined;
    const caller = `arn:aws:sts::${state.accountId}:assumed-role/${role.physicalId}/AWSCloudFormation`;
    return new ExecutionPermissions(state, caller, roleStatements(role, state), stack.tags, stack.region);
  }

  /** Why CloudFormation could not create `resource` (undefined when IAM allows every request). */
  createFailure(resource: SandboxResource, planned: SandboxResource[]): string | undefined {
    return this.refusal(resource, CREATE_NEEDS[resource.type]?.(resource, this.context(resource, planned)));
  }

  updateFailure(resource: SandboxResource, before: SandboxResource, planned: SandboxResource[]) {
    const needs = UPDATE_NEEDS[resource.type]?.(resource, before, this.context(before, planned));
    return this.refusal(resource, needs);
  }

  deleteFailure(resource: SandboxResource, stackResources: SandboxResource[]): string | undefined {
    return this.refusal(
      resource,
      DELETE_NEEDS[resource.type]?.(resource, this.context(resource, stackResources)),
    );
  }

  private context(resource: SandboxResource, planned: SandboxResource[]): RequestContext {
    const others: TaggedResource[] = [
      ...planned.map((r) => ({ resource: r, tags: tagsOf(r, this.stackTags) })),
      ...this.state.stacks.flatMap((stack) =>
        existingResources(stack, this.state.now, true).map((r) => ({
          resource: r,
          tags: tagsOf(r, stack.tags),
        })),
      ),
    ];
    return {
      accountId: this.state.accountId,
      region: this.region,
      tags: tagsOf(resource, this.stackTags),
      find: (type, idOrName) =>
        others.find(
          ({ resource: r }) =>
            r.type === type &&
            (r.physicalId === idOrName ||
              Object.values(r.attributes).includes(idOrName) ||
              (type === 'AWS::SecretsManager::Secret' && r.properties.Name === idOrName)),
        ),
    };
  }

  private refusal(resource: SandboxResource, requests: IamRequest[] | undefined): string | undefined {
    for (const request of requests ?? []) {
      const decision = decide(this.statements, request);
      if (decision === 'allow') continue;
      const service = request.action.split(':')[0];
      const name = service.charAt(0).toUpperCase() + service.slice(1);
      return handlerMessage(
        deniedMessage(this.caller, request, decision),
        name,
        resource,
        'AccessDenied',
        403,
      );
    }
    return undefined;
  }
}

/**
 * CloudFormation's own calls by the role Sahab assumed (CreateStack, UpdateStack, DeleteStack):
 * refused with AccessDenied as the access role's policy decides.
 */
export function checkStackCall(
  state: SandboxAccountState,
  roleArn: string,
  session: string,
  request: IamRequest,
): void {
  const role = roleNamed(state, roleArn);
  if (!role) return;
  const decision = decide(roleStatements(role, state), request);
  if (decision === 'allow') return;
  const caller = `arn:aws:sts::${state.accountId}:assumed-role/${role.physicalId}/${session}`;
  throw accessDenied(caller, request.action, request.resource, decision);
}

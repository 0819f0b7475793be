import { CloudError } from '#functions/lib/ports/cloud-error';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type { StackDrift } from '#functions/lib/ports/drift-detector';
import type { RoleAssumer } from '#functions/lib/ports/role-assumer';
import type { SandboxCloudStore, SandboxStack } from '#functions/lib/ports/sandbox-cloud-store';
import type {
  ChangeSetPreview,
  ChangeSetRequest,
  NewStack,
  StackDeployer,
  StackDescription,
  StackUpdate,
} from '#functions/lib/ports/stack-deployer';
import { isStackSettled } from '#shared/api/deployment-status';
import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { isRegionName } from './account';
import { deletionBlockers } from './account-view';
import { changeSetChanges } from './change-set';
import { protectedFromDeletion } from './deletion-protection';
import { uuidId } from './ids';
import { hasLiveEdits, liveProperties, liveResources, pointerSegments, resourceDrift } from './live-edits';
import { checkStackCall, ExecutionPermissions } from './permissions';
import { planStack } from './plan';
import { stackNotFound, validationError } from './refusals';
import { SandboxAccountState } from './sandbox-account';
import { assumeRole } from './sandbox-sts';
import { stackSummary } from './stack-summary';
import { plannedUpdate, updatedStack } from './stack-update';
import { checkParameters, checkTemplate } from './template-checks';
import { createTimeline, deleteTimeline, existingResources, settlesAt, viewAt } from './timeline';

export interface SandboxCloudOptions {
  store: SandboxCloudStore;
  validator: TemplateValidator;
  /** SAHAB_SANDBOX_SPEED: every duration is divided by it */
  speed: number;
  now?: () => number;
}

/** The session name Sahab's STS calls use (shown in AccessDenied messages). */
const sessionName = (target: { externalId: string }) =>
  `sahab-${target.externalId}`.replace(/[^\w+=,.@-]/g, '-').slice(0, 64);
const stackTagContext = (stack: SandboxStack) =>
  Object.fromEntries(Object.entries(stack.tags).map(([k, v]) => [`aws:ResourceTag/${k}`, v]));
/** The request's tag keys as IAM sees them, when a call names tags. */
const requestTagContext = (tags: Record<string, string> | undefined) =>
  tags
    ? {
        ...Object.fromEntries(Object.entries(tags).map(([k, v]) => [`aws:RequestTag/${k}`, v])),
        'aws:TagKeys': Object.keys(tags),
      }
    : {};

const STACK_NAME = /^[a-zA-Z][-a-zA-Z0-9]*$/;
const changeSetNotFound = (name: string) =>
  new CloudError('not-found', 'ChangeSetNotFoundException', `ChangeSet [${name}] does not exist`);
const uuidOf = (stackId: string) => stackId.slice(stackId.lastIndexOf('/') + 1);
const isStackId = (value: string) => value.startsWith('arn:aws:cloudformation:');

/**
 * A believable AWS account per user, behind the same ports as real AWS. Every call goes through
 * the sandbox's STS first, so a target works only if its role exists and trusts the platform with
 * that external id. Stacks are planned in full when created and read "as of now", so nothing needs
 * to run between requests (Lambda-style handlers and the local server behave the same).
 */
export class SandboxCloud implements RoleAssumer, StackDeployer {
  private readonly store: SandboxCloudStore;
  private readonly validator: TemplateValidator;
  private readonly speed: number;
  readonly now: () => number;

  constructor(options: SandboxCloudOptions) {
    this.store = options.store;
    this.validator = options.validator;
    this.speed = options.speed;
    this.now = options.now ?? Date.now;
  }

  /** The account the target's role lives in, after the sandbox's STS let the caller in. */
  async enter(target: { roleArn: string; externalId: string }): Promise<SandboxAccountState> {
    const accountId = /^arn:aws:iam::(\d{12}):/.exec(target.roleArn)?.[1] ?? '';
    const state = await SandboxAccountState.load(this.store, accountId, this.now());
    assumeRole(target.roleArn, target.externalId, state.roles());
    return state;
  }

  async verify(target: { roleArn: string; externalId: string }) {
    const state = await this.enter(target);
    const roleName = target.roleArn.split('/').pop();
    const session = sessionName(target);
    return {
      account: state.accountId,
      arn: `arn:aws:sts::${state.accountId}:assumed-role/${roleName}/${session}`,
    };
  }

  async validateTemplate(target: RegionalTarget, templateBody: string) {
    await this.enter(target);
    const checked = checkTemplate(templateBody, this.validator, { region: target.region });
    return stackSummary(checked.parsed);
  }

  async createStack(target: RegionalTarget, stack: NewStack) {
    const state = await this.enter(target);
    const stackArn = `arn:aws:cloudformation:${target.region}:${state.accountId}:stack/${stack.stackName}/*`;
    checkStackCall(state, target.roleArn, sessionName(target), {
      action: 'cloudformation:CreateStack',
      resource: stackArn,
      context: { 'cloudformation:RoleArn': stack.executionRoleArn, ...requestTagContext(stack.tags ?? {}) },
    });
    return this.create(state, target.region, stack);
  }

  /** CreateStack in an account already entered (also used to provision the role itself). */
  async create(
    state: SandboxAccountState,
    region: string,
    stack: Omit<NewStack, 'executionRoleArn'> & { executionRoleArn?: string },
  ) {
    if (!isRegionName(region)) throw validationError(`Invalid region ${region}`);
    if (!STACK_NAME.test(stack.stackName) || stack.stackName.length > 128) {
      throw validationError(
        `1 validation error detected: Value '${stack.stackName}' at 'stackName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z][-a-zA-Z0-9]*`,
      );
    }
    const { accountId, now } = state;
    const roleArn = stack.executionRoleArn;
    if (roleArn && !state.roles().some((role) => role.attributes.Arn === roleArn)) {
      throw validationError(`Role ${roleArn} is invalid or cannot be assumed`);
    }
    const checked = checkTemplate(stack.templateBody, this.validator, {
      region,
      parameters: stack.parameters,
    });
    const parameters = checkParameters(checked.parsed, stack.parameters ?? {});
    const stackId = `arn:aws:cloudformation:${region}:${accountId}:stack/${stack.stackName}/${uuidId(`${accountId}:${region}:${stack.stackName}:${now}`)}`;
    const tags = stack.tags ?? {};
    const permissions = ExecutionPermissions.of(state, { executionRoleArn: roleArn, tags, region });
    const plan = planStack({
      checked,
      parameters,
      accountId,
      region,
      stackName: stack.stackName,
      stackId,
      account: state.view(region),
      authorise: (resource, planned) => permissions?.createFailure(resource, planned),
    });
    const record: SandboxStack = {
      accountId,
      region,
      stackId,
      stackName: stack.stackName,
      ...(plan.description && { description: plan.description }),
      templateBody: stack.templateBody,
      parameters,
      tags,
      ...(roleArn && { executionRoleArn: roleArn }),
      createdAt: now,
      resources: plan.resources,
      outputs: plan.outputs,
      events: [],
      version: 1,
    };
    record.events = createTimeline(record, now, this.speed);
    await this.claimName(state, region, stack.stackName, stackId);
    await this.store.saveStack(record);
    return { stackId };
  }

  async updateStack(
    target: RegionalTarget,
    update: StackUpdate,
  ): Promise<{ stackId: string; noChanges: boolean }> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, update.stackNameOrId);
    if (!stack) throw validationError(`Stack [${update.stackNameOrId}] does not exist`);
    checkStackCall(state, target.roleArn, sessionName(target), {
      action: 'cloudformation:UpdateStack',
      resource: stack.stackId,
      context: {
        'cloudformation:RoleArn': update.executionRoleArn,
        ...stackTagContext(stack),
        ...requestTagContext(update.tags),
      },
    });
    const next = updatedStack({ state, stack, update, validator: this.validator, speed: this.speed });
    if (!next) return { stackId: stack.stackId, noChanges: true };
    // another write came first: read again (a stack now busy is then refused)
    if (!(await this.store.saveStack(next))) return this.updateStack(target, update);
    return { stackId: stack.stackId, noChanges: false };
  }

  /**
   * CreateChangeSet + DescribeChangeSet: the update planned as UpdateStack would plan it (same
   * refusals), its changes listed with Replacement from the service specification's data, and
   * kept on the stack until executed or deleted. The sandbox works it out at once.
   */
  async previewUpdate(target: RegionalTarget, request: ChangeSetRequest): Promise<ChangeSetPreview> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, request.stackNameOrId);
    if (!stack) throw validationError(`Stack [${request.stackNameOrId}] does not exist`);
    checkStackCall(state, target.roleArn, sessionName(target), {
      action: 'cloudformation:CreateChangeSet',
      resource: stack.stackId,
      context: {
        'cloudformation:RoleArn': request.executionRoleArn,
        ...stackTagContext(stack),
        ...requestTagContext(request.tags),
      },
    });
    const existing = stack.changeSets?.find((c) => c.name === request.changeSetName);
    if (existing) return { changeSetName: existing.name, status: 'ready', changes: existing.changes };
    // UsePreviousTemplate: the stack's own template with the new values
    const update = { ...request, templateBody: request.templateBody ?? stack.templateBody };
    const planned = plannedUpdate({
      state,
      stack,
      update,
      validator: this.validator,
      speed: this.speed,
    });
    const reverting = request.revertDrift === true && stack.resources.some(hasLiveEdits);
    if (planned.unchanged && !reverting)
      return { changeSetName: request.changeSetName, status: 'noChanges', changes: [] };
    const from = reverting ? liveResources(stack.resources) : stack.resources;
    const changes = changeSetChanges(from, planned.next);
    const changeSet = {
      name: request.changeSetName,
      templateBody: update.templateBody,
      ...(request.parameters ? { parameters: request.parameters } : {}),
      executionRoleArn: request.executionRoleArn,
      ...(request.tags && { tags: request.tags }),
      changes,
      ...(reverting && { revertDrift: true }),
    };
    const saved = {
      ...stack,
      changeSets: [...(stack.changeSets ?? []), changeSet],
      version: stack.version + 1,
    };
    if (!(await this.store.saveStack(saved))) return this.previewUpdate(target, request);
    return { changeSetName: request.changeSetName, status: 'ready', changes };
  }

  /** ExecuteChangeSet: the stack updates to the change set's template, as UpdateStack does. */
  async executeChangeSet(
    target: RegionalTarget,
    stackNameOrId: string,
    changeSetName: string,
  ): Promise<void> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, stackNameOrId);
    const changeSet = stack?.changeSets?.find((c) => c.name === changeSetName);
    if (!stack || !changeSet) throw changeSetNotFound(changeSetName);
    checkStackCall(state, target.roleArn, sessionName(target), {
      action: 'cloudformation:ExecuteChangeSet',
      resource: stack.stackId,
      context: stackTagContext(stack),
    });
    await this.updateStack(target, {
      stackNameOrId: stack.stackId,
      templateBody: changeSet.templateBody,
      parameters: changeSet.parameters,
      executionRoleArn: changeSet.executionRoleArn,
      ...(changeSet.tags && { tags: changeSet.tags }),
      ...(changeSet.revertDrift && { revertDrift: true }),
    });
  }

  async deleteChangeSet(target: RegionalTarget, stackNameOrId: string, changeSetName: string): Promise<void> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, stackNameOrId);
    if (!stack?.changeSets?.some((c) => c.name === changeSetName)) throw changeSetNotFound(changeSetName);
    checkStackCall(state, target.roleArn, sessionName(target), {
      action: 'cloudformation:DeleteChangeSet',
      resource: stack.stackId,
      context: stackTagContext(stack),
    });
    const saved = {
      ...stack,
      changeSets: stack.changeSets.filter((c) => c.name !== changeSetName),
      version: stack.version + 1,
    };
    if (!(await this.store.saveStack(saved)))
      return this.deleteChangeSet(target, stackNameOrId, changeSetName);
  }

  /**
   * DetectStackDrift and DescribeStackResourceDrifts at once: every resource that exists, with the
   * properties changed by hand in the console whose live value is not the template's.
   */
  async detectDrift(target: RegionalTarget, stackNameOrId: string): Promise<StackDrift> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, stackNameOrId);
    if (!stack) throw stackNotFound(stackNameOrId);
    checkStackCall(state, target.roleArn, sessionName(target), {
      action: 'cloudformation:DetectStackDrift',
      resource: stack.stackId,
      context: stackTagContext(stack),
    });
    const view = viewAt(stack, state.now);
    if (!isStackSettled(view.status)) {
      throw validationError(`Drift detection is not supported while the stack is in ${view.status} state.`);
    }
    const resources = view.resources
      .filter(({ event }) => !event.status.startsWith('DELETE_'))
      .map(({ resource, event }) => resourceDrift(resource, event.physicalId));
    const drifted = resources.some((r) => r.status !== 'IN_SYNC');
    return { status: drifted ? 'DRIFTED' : 'IN_SYNC', resources };
  }

  /** The sandbox console's view of a stack's resources: each one's live properties. */
  async liveResources(target: RegionalTarget, stackNameOrId: string) {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, stackNameOrId);
    if (!stack) throw stackNotFound(stackNameOrId);
    return viewAt(stack, state.now)
      .resources.filter(({ event }) => !event.status.startsWith('DELETE_'))
      .map(({ resource }) => ({
        logicalId: resource.logicalId,
        type: resource.type,
        properties: liveProperties(resource),
      }));
  }

  /**
   * A change made by hand in the sandbox console, as someone would in the AWS console: the live
   * property changes and the stack's template does not (drift). `null` removes the property.
   */
  async editLiveProperty(
    target: RegionalTarget,
    stackNameOrId: string,
    edit: { logicalId: string; path: string; value: unknown },
  ): Promise<void> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, stackNameOrId);
    if (!stack) throw stackNotFound(stackNameOrId);
    const status = viewAt(stack, state.now).status;
    if (!isStackSettled(status))
      throw validationError(`Stack ${stack.stackName} is ${status}: wait until it settles.`);
    pointerSegments(edit.path);
    const resource = stack.resources.find((r) => r.logicalId === edit.logicalId);
    if (!resource)
      throw validationError(`Resource ${edit.logicalId} does not exist in stack ${stack.stackName}`);
    const next: SandboxStack = {
      ...stack,
      resources: stack.resources.map((r) =>
        r === resource
          ? { ...r, liveEdits: { ...r.liveEdits, [edit.path]: JSON.stringify(edit.value ?? null) } }
          : r,
      ),
      version: stack.version + 1,
    };
    if (!(await this.store.saveStack(next))) return this.editLiveProperty(target, stackNameOrId, edit);
  }

  private async claimName(state: SandboxAccountState, region: string, name: string, stackId: string) {
    const holder = await this.store.stackIdByName(state.accountId, region, name);
    const previous = holder ? await this.store.stack(state.accountId, uuidOf(holder)) : undefined;
    const free = !holder || !previous || viewAt(previous, state.now).status === 'DELETE_COMPLETE';
    if (free && (await this.store.claimName(state.accountId, region, name, stackId, holder))) return;
    throw new CloudError('already-exists', 'AlreadyExistsException', `Stack [${name}] already exists`);
  }

  /** The stack a name or id stands for in the target's account and region. */
  private async find(
    state: SandboxAccountState,
    region: string,
    nameOrId: string,
  ): Promise<SandboxStack | undefined> {
    if (isStackId(nameOrId)) {
      const stack = state.stacks.find((s) => s.stackId === nameOrId);
      return stack && stack.region === region ? stack : undefined;
    }
    const holder = await this.store.stackIdByName(state.accountId, region, nameOrId);
    const stack = holder ? state.stacks.find((s) => s.stackId === holder) : undefined;
    // By name, a deleted stack no longer exists; by id it stays visible.
    return stack && viewAt(stack, state.now).status !== 'DELETE_COMPLETE' ? stack : undefined;
  }

  async describeStack(target: RegionalTarget, nameOrId: string): Promise<StackDescription | undefined> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, nameOrId);
    if (!stack) return undefined;
    const view = viewAt(stack, state.now);
    const lastOperation = view.events.findLast(
      (e) => e.logicalId === stack.stackName && e.reason === 'User Initiated',
    );
    return {
      stackId: stack.stackId,
      stackName: stack.stackName,
      status: view.status,
      ...(view.statusReason && view.statusReason !== 'User Initiated' && { statusReason: view.statusReason }),
      createdAt: new Date(stack.createdAt).toISOString(),
      ...(lastOperation &&
        lastOperation.at !== stack.createdAt && { updatedAt: new Date(lastOperation.at).toISOString() }),
      // a stack has outputs once created, and keeps them through its updates
      outputs: view.status === 'CREATE_COMPLETE' || view.status.startsWith('UPDATE_') ? stack.outputs : {},
      tags: stack.tags,
    };
  }

  async stackEvents(target: RegionalTarget, nameOrId: string) {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, nameOrId);
    if (!stack) throw stackNotFound(nameOrId);
    return viewAt(stack, state.now)
      .events.map((event) => ({
        eventId:
          event.type === 'AWS::CloudFormation::Stack'
            ? uuidId(`${stack.stackId}:${event.at}:${event.status}`)
            : `${event.logicalId}-${event.status}-${new Date(event.at).toISOString()}`,
        timestamp: new Date(event.at).toISOString(),
        logicalId: event.logicalId,
        physicalId: event.physicalId,
        resourceType: event.type,
        status: event.status,
        statusReason: event.reason,
      }))
      .reverse();
  }

  async stackResources(target: RegionalTarget, nameOrId: string) {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, nameOrId);
    if (!stack) throw stackNotFound(nameOrId);
    return viewAt(stack, state.now).resources.map(({ resource, event }) => ({
      logicalId: resource.logicalId,
      physicalId: event.physicalId,
      type: resource.type,
      status: event.status,
      statusReason: event.reason,
      updatedAt: new Date(event.at).toISOString(),
    }));
  }

  async deleteStack(
    target: RegionalTarget,
    nameOrId: string,
    retainResources: readonly string[] = [],
  ): Promise<void> {
    const state = await this.enter(target);
    const stack = await this.find(state, target.region, nameOrId);
    if (!stack) return; // CloudFormation: deleting a stack that does not exist succeeds
    const status = viewAt(stack, state.now).status;
    if (status === 'DELETE_COMPLETE' || status === 'DELETE_IN_PROGRESS') return;
    if (retainResources.length > 0 && status !== 'DELETE_FAILED') {
      throw validationError(
        'Invalid operation on stack: RetainResources can only be specified when the stack is in the DELETE_FAILED state',
      );
    }
    checkStackCall(state, target.roleArn, sessionName(target), {
      action: 'cloudformation:DeleteStack',
      resource: stack.stackId,
      context: stackTagContext(stack),
    });
    // A delete during an operation starts when that operation is over.
    const start = isStackSettled(status) ? state.now : settlesAt(stack) + 1;
    // resources the retry is told to retain are skipped as a Retain policy would skip them
    const retained = new Set(retainResources);
    const existing = existingResources(stack, start, false).map((r) =>
      retained.has(r.logicalId) ? { ...r, deletionPolicy: 'Retain' } : r,
    );
    const elsewhere = state.existing({ except: stack.stackId }).map(({ resource }) => resource);
    const blocked = deletionBlockers(existing, elsewhere);
    for (const [logicalId, reason] of protectedFromDeletion(existing)) {
      if (!blocked.has(logicalId)) blocked.set(logicalId, reason);
    }
    for (const logicalId of retained) blocked.delete(logicalId);
    const permissions = ExecutionPermissions.of(state, stack);
    for (const resource of existing) {
      if (blocked.has(resource.logicalId) || resource.deletionPolicy === 'Retain') continue;
      const refusal = permissions?.deleteFailure(resource, stack.resources);
      if (refusal) blocked.set(resource.logicalId, refusal);
    }
    const next: SandboxStack = {
      ...stack,
      events: [
        ...stack.events.filter((e) => e.at <= start),
        ...deleteTimeline(stack, existing, blocked, start, this.speed),
      ],
      version: stack.version + 1,
    };
    if (!(await this.store.saveStack(next))) return this.deleteStack(target, nameOrId, retainResources);
  }
}

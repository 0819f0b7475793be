import { describe, expect, it } from 'vitest';
import { sandboxAccountId } from '#functions/lib/simulators/sandbox-cloud/account';
import { sandboxNetworkReader } from '#functions/lib/simulators/sandbox-cloud/sandbox-network';
import { CATALOG_ENTRIES } from '#shared/catalog/index';
import { parseTemplate } from '#shared/cfn/index';
import {
  catalogParameterValues,
  createNetworkStack,
  executionRoleArn,
  NETWORK_TEMPLATE,
  SANDBOX_TEST_MS,
  sandboxCloudForFile,
} from '#test/fixtures/sandbox-cloud';

const sandbox = sandboxCloudForFile();

describe('sandbox STS', () => {
  it(
    'gives each user a stable 12-digit account and lets them assume only their own role',
    async () => {
      const alice = await sandbox.linkedUser('alice-sub');
      expect(alice.accountId).toMatch(/^\d{12}$/);
      expect(alice.accountId).toBe(sandboxAccountId('alice-sub'));
      expect(alice.roleArn).toBe(`arn:aws:iam::${alice.accountId}:role/SahabAccessRole`);
      await expect(sandbox.cloud.verify(alice)).resolves.toMatchObject({ account: alice.accountId });

      const denied = `User: arn:aws:sts::210987654321:assumed-role/sahab-platform/sahab is not authorized to perform: sts:AssumeRole on resource: ${alice.roleArn}`;
      // Bob pastes Alice's role ARN: his external id is his own user id.
      await expect(sandbox.cloud.verify({ ...alice, externalId: 'bob-sub' })).rejects.toMatchObject({
        kind: 'access-denied',
        code: 'AccessDenied',
        message: denied,
      });
      const missing = alice.roleArn.replace('SahabAccessRole', 'NoSuchRole');
      await expect(sandbox.cloud.verify({ ...alice, roleArn: missing })).rejects.toMatchObject({
        code: 'AccessDenied',
      });
    },
    SANDBOX_TEST_MS,
  );

  it(
    'refuses the role until its stack has created it',
    async () => {
      const before = sandbox.clock.now;
      const { provisionSandboxRole } = await import('#functions/lib/simulators/sandbox-cloud/provision-role');
      const role = await provisionSandboxRole(sandbox.cloud, sandbox.store, 'carol-sub');
      expect(role.readyAt).toBeGreaterThan(before);
      const target = { roleArn: role.roleArn, externalId: 'carol-sub' };
      await expect(sandbox.cloud.verify(target)).rejects.toMatchObject({ code: 'AccessDenied' });
      sandbox.clock.now = role.readyAt;
      await expect(sandbox.cloud.verify(target)).resolves.toMatchObject({ account: role.accountNumber });
    },
    SANDBOX_TEST_MS,
  );
});

describe('sandbox stacks', () => {
  it(
    'creates resources in dependency order with real-format ids, resolved outputs and conditions',
    async () => {
      const user = await sandbox.linkedUser('dana-sub');
      const { stackId } = await sandbox.stacks.createStack(user, {
        stackName: 'net-1',
        templateBody: NETWORK_TEMPLATE,
        parameters: { Env: 'dev' },
        tags: { 'sahab:deployment': 'd-1' },
        executionRoleArn: executionRoleArn(user.accountId),
      });
      expect(stackId).toMatch(/^arn:aws:cloudformation:me-central-1:\d{12}:stack\/net-1\/[0-9a-f-]{36}$/);
      expect((await sandbox.cloud.describeStack(user, 'net-1'))?.status).toBe('CREATE_IN_PROGRESS');

      await sandbox.settle(user.accountId, stackId);
      const stack = await sandbox.cloud.describeStack(user, stackId);
      expect(stack?.status).toBe('CREATE_COMPLETE');
      // the bucket-prefix tag: CloudFormation copies it onto the stack's roles, whose boundary
      // reaches S3 objects only in buckets named after this stack
      expect(stack?.tags).toEqual({
        'sahab:deployment': 'd-1',
        'managed-by': 'sahab',
        'sahab-stack-buckets': 'net-1',
      });
      const resources = await sandbox.cloud.stackResources(user, stackId);
      const byId = Object.fromEntries(resources.map((r) => [r.logicalId, r]));
      expect(Object.keys(byId).sort()).toEqual(['Attachment', 'Gateway', 'SubnetA', 'SubnetB', 'Vpc']);
      expect(byId.Vpc.physicalId).toMatch(/^vpc-[0-9a-f]{17}$/);
      expect(byId.Gateway.physicalId).toMatch(/^igw-[0-9a-f]{17}$/);
      expect(byId.SubnetA.physicalId).toMatch(/^subnet-[0-9a-f]{17}$/);
      expect(byId.Attachment.physicalId).toBe(`IGW|${byId.Vpc.physicalId}`);
      expect(stack?.outputs).toEqual({
        VpcId: byId.Vpc.physicalId,
        VpcCidr: '10.0.0.0/16',
        SubnetIds: `${byId.SubnetA.physicalId},${byId.SubnetB.physicalId}`,
      });

      // Oldest first: a resource starts only after everything it refers to is complete.
      const events = (await sandbox.cloud.stackEvents(user, stackId)).reverse();
      const at = (id: string, status: string) =>
        events.findIndex((e) => e.logicalId === id && e.status === status);
      expect(at('Vpc', 'CREATE_COMPLETE')).toBeLessThan(at('SubnetA', 'CREATE_IN_PROGRESS'));
      expect(at('Attachment', 'CREATE_COMPLETE')).toBeLessThan(at('SubnetB', 'CREATE_IN_PROGRESS'));
      expect(events[0]).toMatchObject({
        logicalId: 'net-1',
        status: 'CREATE_IN_PROGRESS',
        statusReason: 'User Initiated',
      });
      expect(events.at(-1)).toMatchObject({ logicalId: 'net-1', status: 'CREATE_COMPLETE' });

      const networks = sandboxNetworkReader(sandbox.cloud);
      const vpcs = await networks.vpcs(user);
      expect(vpcs.map((v) => [v.name, v.isDefault])).toEqual([
        [undefined, true],
        ['net-1-vpc', false],
      ]);
      const subnets = await networks.subnets(user, byId.Vpc.physicalId);
      expect(subnets.map((s) => [s.cidrBlock, s.availabilityZone, s.availableIpCount, s.name])).toEqual([
        ['10.0.0.0/24', 'me-central-1a', 251, `${byId.Vpc.physicalId}-a`],
        ['10.0.1.0/24', 'me-central-1b', 251, undefined],
      ]);
    },
    SANDBOX_TEST_MS,
  );

  it(
    "refuses what CloudFormation refuses, in CloudFormation's words",
    async () => {
      const user = await sandbox.linkedUser('erin-sub');
      const create = (stackName: string, templateBody: string, parameters?: Record<string, string>) =>
        sandbox.stacks.createStack(user, {
          stackName,
          templateBody,
          parameters,
          executionRoleArn: executionRoleArn(user.accountId),
        });
      await expect(create('typo', 'Resources:\n  Logs:\n    Type: AWS::S3::Buckett\n')).rejects.toMatchObject(
        {
          code: 'ValidationError',
          message: 'Template format error: Unrecognized resource types: [AWS::S3::Buckett]',
        },
      );
      await expect(create('net-a', NETWORK_TEMPLATE)).rejects.toMatchObject({
        message: 'Parameters: [Env] must have values',
      });
      await expect(create('net-a', NETWORK_TEMPLATE, { Env: 'staging' })).rejects.toMatchObject({
        message: "Parameter 'Env' must be one of AllowedValues",
      });
      await create('net-a', NETWORK_TEMPLATE, { Env: 'prod' });
      await expect(create('net-a', NETWORK_TEMPLATE, { Env: 'prod' })).rejects.toMatchObject({
        kind: 'already-exists',
        code: 'AlreadyExistsException',
        message: 'Stack [net-a] already exists',
      });
      const noRole = sandbox.stacks.createStack(user, {
        stackName: 'net-b',
        templateBody: NETWORK_TEMPLATE,
        parameters: { Env: 'dev' },
        executionRoleArn: `arn:aws:iam::${user.accountId}:role/Missing`,
      });
      // The access role may pass only the execution role to CloudFormation: IAM refuses first.
      await expect(noRole).rejects.toMatchObject({
        code: 'AccessDenied',
        message: expect.stringContaining(
          'is not authorized to perform: cloudformation:CreateStack on resource: arn:aws:cloudformation:me-central-1:',
        ),
      });
    },
    SANDBOX_TEST_MS,
  );

  it(
    'rolls back when a resource fails, with the reason on the failed resource',
    async () => {
      const user = await sandbox.linkedUser('fay-sub');
      const template = `Resources:
  Queue:
    Type: AWS::SQS::Queue
  Orphan:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: vpc-0123456789abcdef0
      CidrBlock: 10.9.0.0/24
`;
      const { stackId } = await sandbox.stacks.createStack(user, {
        stackName: 'broken',
        templateBody: template,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, stackId);
      const stack = await sandbox.cloud.describeStack(user, stackId);
      expect(stack?.status).toBe('ROLLBACK_COMPLETE');
      expect(stack?.statusReason).toBe(
        'The following resource(s) failed to create: [Orphan, Queue]. Rollback requested by user.',
      );
      const events = await sandbox.cloud.stackEvents(user, stackId);
      const failed = events.find((e) => e.logicalId === 'Orphan' && e.status === 'CREATE_FAILED');
      expect(failed?.statusReason).toMatch(
        /^Resource handler returned message: "The vpc ID 'vpc-0123456789abcdef0' does not exist \(Service: Ec2, Status Code: 400/,
      );
      const cancelled = events.find((e) => e.logicalId === 'Queue' && e.status === 'CREATE_FAILED');
      expect(cancelled?.statusReason).toBe('Resource creation cancelled');
      const statuses = events
        .filter((e) => e.logicalId === 'broken')
        .map((e) => e.status)
        .reverse();
      expect(statuses).toEqual(['CREATE_IN_PROGRESS', 'ROLLBACK_IN_PROGRESS', 'ROLLBACK_COMPLETE']);
      expect(stack?.outputs).toEqual({});
    },
    SANDBOX_TEST_MS,
  );

  it(
    'deletes a stack, frees its name, and fails to delete a subnet another stack still uses',
    async () => {
      const user = await sandbox.linkedUser('gus-sub');
      const role = executionRoleArn(user.accountId);
      const net = await createNetworkStack(sandbox, user, role);
      const app = await sandbox.stacks.createStack(user, {
        stackName: 'app',
        templateBody: `Parameters:
  Subnets:
    Type: List<AWS::EC2::Subnet::Id>
Resources:
  DbSubnets:
    Type: AWS::RDS::DBSubnetGroup
    Properties:
      DBSubnetGroupDescription: app database subnets
      SubnetIds: !Ref Subnets
`,
        parameters: { Subnets: net.subnetIds },
        executionRoleArn: role,
      });
      await sandbox.settle(user.accountId, app.stackId);
      expect((await sandbox.cloud.describeStack(user, 'app'))?.status).toBe('CREATE_COMPLETE');

      await sandbox.stacks.deleteStack(user, 'net');
      expect((await sandbox.cloud.describeStack(user, 'net'))?.status).toBe('DELETE_IN_PROGRESS');
      await sandbox.settle(user.accountId, net.stackId);
      const blocked = await sandbox.cloud.describeStack(user, net.stackId);
      expect(blocked?.status).toBe('DELETE_FAILED');
      expect(blocked?.statusReason).toBe('The following resource(s) failed to delete: [SubnetA, SubnetB]. ');
      const resources = await sandbox.cloud.stackResources(user, net.stackId);
      expect(resources.find((r) => r.logicalId === 'SubnetA')?.statusReason).toContain(
        'has dependencies and cannot be deleted.',
      );
      expect(resources.find((r) => r.logicalId === 'Vpc')?.status).toBe('CREATE_COMPLETE');
      // Everything the blocked subnets depend on stays: SubnetB DependsOn the attachment.
      expect(resources.find((r) => r.logicalId === 'Attachment')?.status).toBe('CREATE_COMPLETE');

      await sandbox.stacks.deleteStack(user, 'app');
      await sandbox.settle(user.accountId, app.stackId);
      await sandbox.stacks.deleteStack(user, net.stackId);
      await sandbox.settle(user.accountId, net.stackId);
      expect((await sandbox.cloud.describeStack(user, net.stackId))?.status).toBe('DELETE_COMPLETE');
      expect(await sandbox.cloud.describeStack(user, 'net')).toBeUndefined();
      // A deleted stack's name can be used again.
      await expect(
        sandbox.stacks.createStack(user, {
          stackName: 'net',
          templateBody: NETWORK_TEMPLATE,
          parameters: { Env: 'dev' },
          executionRoleArn: role,
        }),
      ).resolves.toMatchObject({ stackId: expect.not.stringMatching(net.stackId) });
    },
    SANDBOX_TEST_MS,
  );

  it(
    'keeps its state in the table: a restarted process sees the same stacks',
    async () => {
      const user = await sandbox.linkedUser('hal-sub');
      const { stackId } = await sandbox.stacks.createStack(user, {
        stackName: 'kept',
        templateBody: NETWORK_TEMPLATE,
        parameters: { Env: 'prod' },
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, stackId);
      const before = await sandbox.cloud.describeStack(user, stackId);
      const after = await sandbox.restarted().describeStack(user, stackId);
      expect(after).toEqual(before);
      expect(after?.outputs.FlowLogGroup).toMatch(/^kept-FlowLogs-[A-Z0-9]{12}$/);
    },
    SANDBOX_TEST_MS,
  );
});

describe('updates of a stack deployed before the bucket-prefix tag', () => {
  // what Sahab created before the tag existed: its own tags, without sahab-stack-buckets
  const OLD_TAGS = { 'managed-by': 'sahab', 'sahab:deployment-id': 'd-old' };
  const oldStack = async (user: Awaited<ReturnType<typeof sandbox.linkedUser>>, stackName: string) => {
    const { stackId } = await sandbox.cloud.createStack(user, {
      stackName,
      templateBody: NETWORK_TEMPLATE,
      parameters: { Env: 'dev' },
      tags: OLD_TAGS,
      executionRoleArn: executionRoleArn(user.accountId),
    });
    await sandbox.settle(user.accountId, stackId);
    return stackId;
  };
  const updated = { ...OLD_TAGS, 'sahab-stack-buckets': 'legacy-net' };

  it(
    'ends an UpdateStack with the tag, even when the template is unchanged, keeping the tags it had',
    async () => {
      const user = await sandbox.linkedUser('uma-sub');
      const stackId = await oldStack(user, 'Legacy-Net');
      const { noChanges } = await sandbox.stacks.updateStack(user, {
        stackNameOrId: stackId,
        templateBody: NETWORK_TEMPLATE,
        parameters: { Env: 'dev' },
        executionRoleArn: executionRoleArn(user.accountId),
      });
      expect(noChanges).toBe(false);
      await sandbox.settle(user.accountId, stackId);
      const stack = await sandbox.cloud.describeStack(user, stackId);
      expect(stack?.status).toBe('UPDATE_COMPLETE');
      expect(stack?.tags).toEqual(updated);
    },
    SANDBOX_TEST_MS,
  );

  it(
    'ends a reviewed change set with the tag once it is executed',
    async () => {
      const user = await sandbox.linkedUser('vic-sub');
      const stackId = await oldStack(user, 'Legacy-Net');
      const preview = await sandbox.stacks.previewUpdate(user, {
        stackNameOrId: stackId,
        changeSetName: 'sahab-tags-1',
        parameters: { Env: 'dev' },
        executionRoleArn: executionRoleArn(user.accountId),
      });
      expect(preview.status).toBe('ready');
      expect((await sandbox.cloud.describeStack(user, stackId))?.tags).toEqual(OLD_TAGS);
      await sandbox.stacks.executeChangeSet(user, stackId, 'sahab-tags-1');
      await sandbox.settle(user.accountId, stackId);
      expect((await sandbox.cloud.describeStack(user, stackId))?.tags).toEqual(updated);
    },
    SANDBOX_TEST_MS,
  );
});

describe('sandbox cloud and the template catalog', () => {
  it('deploys every catalog template to CREATE_COMPLETE with every output resolved', async () => {
    const user = await sandbox.linkedUser('ivy-sub');
    const networks = sandboxNetworkReader(sandbox.cloud);
    const [vpc] = await networks.vpcs(user);
    const subnetIds = (await networks.subnets(user, vpc.vpcId)).map((s) => s.subnetId);
    const results: Record<string, string> = {};
    for (const entry of CATALOG_ENTRIES) {
      const declared = (parseTemplate(entry.template).body.Parameters ?? {}) as Record<
        string,
        { Default?: unknown }
      >;
      const { stackId } = await sandbox.stacks.createStack(user, {
        stackName: entry.slug,
        templateBody: entry.template,
        parameters: catalogParameterValues(declared, user.accountId, { vpcId: vpc.vpcId, subnetIds }),
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, stackId);
      const stack = await sandbox.cloud.describeStack(user, stackId);
      results[entry.slug] = String(stack?.status);
      for (const value of Object.values(stack?.outputs ?? {})) {
        expect(value, entry.slug).not.toMatch(/undefined|\[object|__unknown/);
      }
    }
    expect(
      Object.values(results).every((status) => status === 'CREATE_COMPLETE'),
      JSON.stringify(results),
    ).toBe(true);
    expect(Object.keys(results)).toHaveLength(CATALOG_ENTRIES.length);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { sandboxNetworkReader } from '#functions/lib/simulators/sandbox-cloud/sandbox-network';
import { parseTemplate } from '#shared/cfn/index';
import { generateOffline } from '#test/fixtures/generation';
import { REQUEST_CASES } from '#test/fixtures/generation-requests';
import { catalogParameterValues, executionRoleArn, sandboxCloudForFile } from '#test/fixtures/sandbox-cloud';
import { CALLER_REQUESTS, RUN_TIME_SCHEDULE_REQUESTS } from '#test/fixtures/service-requests';

const sandbox = sandboxCloudForFile();

/** Briefs whose designs create roles (functions, containers, servers, monitoring, backup). */
const BRIEFS = REQUEST_CASES.filter((c) =>
  c.blocks.some((kind) => ['serverless-api', 'containers', 'web-servers', 'backup'].includes(kind)),
).slice(0, 4);

/**
 * Deploys the studio's design for each prompt through Sahab's deployer, under the least-privilege
 * execution role, and answers each stack's outcome with the reasons of any resource that failed.
 */
async function deployDesigns(userId: string, prompts: readonly string[]) {
  const user = await sandbox.linkedUser(userId);
  const results: Record<string, string> = {};
  let roles = 0;
  for (const [index, prompt] of prompts.entries()) {
    const design = await generateOffline(prompt);
    const template = design.security.template;
    const body = parseTemplate(template).body;
    roles += Object.values(body.Resources as Record<string, { Type: string }>).filter(
      (r) => r.Type === 'AWS::IAM::Role',
    ).length;
    const target = { ...user, region: design.requirements.region };
    const networks = sandboxNetworkReader(sandbox.cloud);
    const [vpc] = await networks.vpcs(target);
    const subnetIds = (await networks.subnets(target, vpc.vpcId)).map((s) => s.subnetId);
    const declared = (body.Parameters ?? {}) as Record<string, { Default?: unknown }>;
    const { stackId } = await sandbox.stacks.createStack(target, {
      stackName: `studio-${index}`,
      templateBody: template,
      parameters: catalogParameterValues(declared, user.accountId, { vpcId: vpc.vpcId, subnetIds }),
      executionRoleArn: executionRoleArn(user.accountId),
    });
    await sandbox.settle(user.accountId, stackId);
    const stack = await sandbox.cloud.describeStack(target, stackId);
    const failures = (await sandbox.cloud.stackEvents(target, stackId))
      .filter((e) => e.status === 'CREATE_FAILED')
      .map((e) => `${e.logicalId}: ${e.statusReason}`);
    results[prompt] = `${stack?.status} ${failures.join(' | ')}`.trim();
  }
  return { results, roles };
}

describe('studio designs under the least-privilege execution role', () => {
  it('deploys designs that create roles to CREATE_COMPLETE in the sandbox, through Sahab’s deployer', async () => {
    const { results, roles } = await deployDesigns(
      'studio-lp-sub',
      BRIEFS.map((b) => b.request.prompt),
    );
    expect(BRIEFS.length).toBe(4);
    expect(roles).toBeGreaterThan(0);
    for (const [prompt, outcome] of Object.entries(results)) expect(outcome, prompt).toBe('CREATE_COMPLETE');
  }, 600_000);

  it('deploys a caller let into an internal load balancer, and schedules that start a queue', async () => {
    const { results } = await deployDesigns('studio-lp-wired', [
      CALLER_REQUESTS.internalLoadBalancer.prompt,
      RUN_TIME_SCHEDULE_REQUESTS.toQueue.prompt,
    ]);
    for (const [prompt, outcome] of Object.entries(results)) expect(outcome, prompt).toBe('CREATE_COMPLETE');
  }, 600_000);
});

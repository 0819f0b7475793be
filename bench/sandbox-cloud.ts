/**
 * How long each catalog template takes to reach CREATE_COMPLETE in the sandbox cloud (simulated
 * time at SAHAB_SANDBOX_SPEED, default 20, and the real-AWS-like time at speed 1), and what
 * planning a stack costs the server (wall time of checks + plan + timeline, validator warm).
 *
 *   npx tsx bench/sandbox-cloud.ts
 */
import {
  disposeTemplateValidator,
  getTemplateValidator,
} from '#functions/lib/adapters/aws/cloudformation-validator';
import { defaultNetwork } from '#functions/lib/simulators/sandbox-cloud/account';
import { AccountView } from '#functions/lib/simulators/sandbox-cloud/account-view';
import { planStack } from '#functions/lib/simulators/sandbox-cloud/plan';
import { checkParameters, checkTemplate } from '#functions/lib/simulators/sandbox-cloud/template-checks';
import { createTimeline } from '#functions/lib/simulators/sandbox-cloud/timeline';
import { CATALOG_ENTRIES } from '#shared/catalog/index';
import { catalogParameterValues } from '#test/fixtures/sandbox-cloud';

const speed = Number(process.env.SAHAB_SANDBOX_SPEED ?? 20);
const accountId = '123456789012';
const region = 'me-central-1';
const network = defaultNetwork(accountId, region);
const validator = getTemplateValidator();
validator.validate('Resources:\n  Q:\n    Type: AWS::SQS::Queue\n'); // start the engine before timing

console.log(`speed ${speed}`);
console.log(
  'template'.padEnd(24),
  'resources'.padStart(9),
  `s@${speed}`.padStart(8),
  's@1'.padStart(8),
  'plan ms'.padStart(8),
);
for (const entry of CATALOG_ENTRIES) {
  const t0 = performance.now();
  const stackName = entry.slug;
  const stackId = `arn:aws:cloudformation:${region}:${accountId}:stack/${stackName}/x`;
  const view = new AccountView(region, [network.vpcId, ...network.subnets.map((s) => s.subnetId)]);
  const declared = (checkTemplate(entry.template, validator, { region }).parsed.body.Parameters ??
    {}) as Record<string, { Default?: unknown }>;
  const given = catalogParameterValues(declared, accountId, {
    vpcId: network.vpcId,
    subnetIds: network.subnets.map((s) => s.subnetId),
  });
  const checked = checkTemplate(entry.template, validator, { region, parameters: given });
  const parameters = checkParameters(checked.parsed, given);
  const plan = planStack({ checked, parameters, accountId, region, stackName, stackId, account: view });
  const stack = { stackName, stackId, resources: plan.resources };
  const fast = createTimeline(stack, 0, speed);
  const ms = performance.now() - t0;
  const real = createTimeline(stack, 0, 1);
  const done = (events: typeof fast) => (events.at(-1)?.at ?? 0) / 1000;
  console.log(
    stackName.padEnd(24),
    String(plan.resources.length).padStart(9),
    done(fast).toFixed(1).padStart(8),
    done(real).toFixed(0).padStart(8),
    ms.toFixed(0).padStart(8),
  );
}
disposeTemplateValidator();

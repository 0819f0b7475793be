/**
 * How many of CloudFormation's 500 resources per stack the app stack uses, by type: every route
 * costs a few, so this says how much room is left before the stack has to be split.
 *
 *   npx tsx bench/app-stack-resources.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { parseAppConfig } from '#infra/config';
import { createSahab } from '#infra/sahab';
import { routeList } from '#shared/api/routes/index';

const CDK_JSON_CONTEXT = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')).context;
const dir = mkdtempSync(join(tmpdir(), 'sahab-count-'));
const site = join(dir, 'site');
mkdirSync(join(site, 'assets'), { recursive: true });
for (const page of ['index.html', 'spa.html'])
  writeFileSync(join(site, page), '<!doctype html><title>Sahab</title>');
const app = new App({
  outdir: join(dir, 'out'),
  context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] },
});
const stacks = createSahab(app, {
  config: parseAppConfig({ stage: 'count' }),
  routes: routeList,
  siteAssetPath: site,
});
const assembly = app.synth();
for (const stack of [stacks.stateful, stacks.app]) {
  const resources = Object.values(
    assembly.getStackByName(stack.stackName).template.Resources as Record<string, { Type: string }>,
  );
  const byType = new Map<string, number>();
  for (const { Type } of resources) byType.set(Type, (byType.get(Type) ?? 0) + 1);
  const top = [...byType].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(
    `${stack.stackName}: ${resources.length} of 500 resources (${routeList.length} routes in the table)`,
  );
  for (const [type, count] of top) console.log(`  ${String(count).padStart(4)}  ${type}`);
}
rmSync(dir, { recursive: true, force: true });

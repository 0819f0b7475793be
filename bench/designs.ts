/**
 * Prints how long a design takes to compose into one template (composition + YAML), to check with
 * AWS's validator and to price, for designs of 2, 5 and all 13 catalog templates: the VPC network
 * feeds every VpcId and SubnetIds parameter, the other required values are filled in. Medians of 5
 * warm runs; the validator is warmed first. The same steps as GET /api/templates/designs/{id}/full.
 *
 *   npx tsx bench/designs.ts
 */
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { CATALOG_ENTRIES } from '#shared/catalog/index';
import { DEFAULT_COST_REGION } from '#shared/catalog/summary';
import { toTemplateYaml } from '#shared/cfn/build';
import { parseTemplate } from '#shared/cfn/index';
import { monthlyCostRange } from '#shared/cost/index';
import { composeDesign } from '#shared/designs/compose';
import type { DesignPart, DesignWire } from '#shared/designs/types';

const VALUES: Record<string, string> = {
  CertificateArn: 'arn:aws:acm:me-south-1:111122223333:certificate/0a1b2c3d-0a1b-0a1b-0a1b-0a1b2c3d4e5f',
  AlertEmail: 'alerts@example.com',
  DomainName: 'www.example.com',
};
const FEEDS: Record<string, string> = { VpcId: 'VpcId', SubnetIds: 'PrivateSubnetIds' };

function design(size: number): { parts: DesignPart[]; wires: DesignWire[] } {
  const network = CATALOG_ENTRIES.find((entry) => entry.slug === 'vpc-network')!;
  const others = CATALOG_ENTRIES.filter((entry) => entry !== network).slice(0, size - 1);
  const parts = [network, ...others].map((entry, index) => {
    const body = parseTemplate(entry.template).body;
    const declared = Object.keys((body.Parameters ?? {}) as object);
    const values = Object.fromEntries(
      declared.filter((name) => VALUES[name]).map((name) => [name, VALUES[name]!]),
    );
    return { instance_id: entry.slug, name: `I${index}`, body, parameter_values: values };
  });
  const wires = parts.slice(1).flatMap((part) =>
    Object.keys((part.body.Parameters ?? {}) as object)
      .filter((name) => FEEDS[name])
      .map((name) => ({
        source_instance_id: 'vpc-network',
        source_output: FEEDS[name]!,
        target_instance_id: part.instance_id,
        target_parameter: name,
      })),
  );
  return { parts, wires };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
getTemplateValidator().validate('Resources: {Topic: {Type: AWS::SNS::Topic}}');
console.log(
  '| instances | connections | resources | validator ERRORs | compose + YAML ms | validate ms | cost ms |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const size of [2, 5, CATALOG_ENTRIES.length]) {
  const { parts, wires } = design(size);
  const times = { compose: [] as number[], validate: [] as number[], cost: [] as number[] };
  let errors = 0;
  let resources = 0;
  for (let run = 0; run < 5; run += 1) {
    let start = performance.now();
    const composed = composeDesign(parts, wires);
    const yaml = toTemplateYaml(composed.body);
    times.compose.push(performance.now() - start);
    start = performance.now();
    const diagnostics = getTemplateValidator().validate(yaml, {
      region: DEFAULT_COST_REGION,
      parameters: composed.parameterValues,
    });
    times.validate.push(performance.now() - start);
    start = performance.now();
    monthlyCostRange(yaml, DEFAULT_COST_REGION, composed.parameterValues);
    times.cost.push(performance.now() - start);
    errors = diagnostics.filter((d) => d.severity === 'ERROR').length + composed.errors.length;
    resources = Object.keys(composed.body.Resources as object).length;
  }
  const ms = (values: number[]) => median(values).toFixed(0);
  console.log(
    `| ${size} | ${wires.length} | ${resources} | ${errors} | ${ms(times.compose)} | ${ms(times.validate)} | ${ms(times.cost)} |`,
  );
}

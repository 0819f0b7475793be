import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { synthesize } from '#shared/generation/synthesis/index';

/**
 * A count stated on a mention of container services ("three ECS services", "ثلاث خدمات ECS")
 * reaches the template: as many services, each with its own task definition and target group,
 * behind the block's one load balancer. A count of tasks sizes one service instead.
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };

function designed(prompt: string): Resource[] {
  const requirements = requirementsFromBrief({ prompt });
  const text = synthesize(planFromRequirements(requirements), requirements).text;
  return Object.values((parseTemplate(text).body.Resources ?? {}) as Record<string, Resource>);
}
const ofType = (resources: Resource[], type: string) => resources.filter((r) => r.Type === type);
const targetGroupsOf = (services: Resource[]) =>
  new Set(
    services.flatMap((s) =>
      ((s.Properties?.LoadBalancers as { TargetGroupArn?: { Ref?: string } }[]) ?? []).map(
        (l) => l.TargetGroupArn?.Ref,
      ),
    ),
  );

describe('counted container services are each built, behind one load balancer', () => {
  it.each([
    ['English', 'Three ECS services on Fargate behind one Application Load Balancer.', 3],
    ['Arabic', 'ثلاث خدمات ECS على Fargate خلف موازن أحمال واحد.', 3],
    ['mixed', 'Deploy 2 ECS services، كل خدمة فيها 3 tasks، behind an ALB.', 2],
  ])('%s', (_, brief, count) => {
    const resources = designed(brief);
    const services = ofType(resources, 'AWS::ECS::Service');
    // assert
    expect(services).toHaveLength(count);
    expect(new Set(services.map((s) => JSON.stringify(s.Properties?.TaskDefinition))).size).toBe(count);
    expect(targetGroupsOf(services).size).toBe(count);
    expect(ofType(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer')).toHaveLength(1);
  });

  it('a count of tasks sizes one service', () => {
    const services = ofType(
      designed('Run the checkout container on ECS Fargate with 4 tasks behind a load balancer.'),
      'AWS::ECS::Service',
    );
    // assert
    expect(services).toHaveLength(1);
    expect(services[0]?.Properties?.DesiredCount).toBe(4);
  });
});

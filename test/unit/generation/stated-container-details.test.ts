import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { synthesize } from '#shared/generation/synthesis/index';

/**
 * The image and the port a brief states for its containers reach the task definition, and the
 * port every place that must agree with it (target group, service's load balancer entry). An
 * image's tag ("web:2") is no port, and its letters ("…/api:1.4.2") ask for no API.
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };

function designed(prompt: string): Resource[] {
  const requirements = requirementsFromBrief({ prompt });
  const text = synthesize(planFromRequirements(requirements), requirements).text;
  return Object.values((parseTemplate(text).body.Resources ?? {}) as Record<string, Resource>);
}
const one = (resources: Resource[], type: string) => resources.find((r) => r.Type === type)?.Properties ?? {};
const container = (resources: Resource[]) =>
  ((one(resources, 'AWS::ECS::TaskDefinition').ContainerDefinitions as Record<string, unknown>[]) ?? [])[0] ??
  {};

describe('a stated image and port reach the containers', () => {
  it.each([
    [
      'English',
      'An ECS Fargate service running image ghcr.io/acme/api:1.4.2 on port 3000 behind an ALB.',
      'ghcr.io/acme/api:1.4.2',
    ],
    [
      'Arabic',
      'خدمة ECS على Fargate تشغل الصورة ghcr.io/acme/web:2 على المنفذ 3000 خلف موازن أحمال.',
      'ghcr.io/acme/web:2',
    ],
  ])('%s', (_, brief, image) => {
    const resources = designed(brief);
    // assert
    expect(container(resources).Image).toBe(image);
    expect(container(resources).PortMappings).toEqual([{ ContainerPort: 3000, Protocol: 'tcp' }]);
    expect(one(resources, 'AWS::ElasticLoadBalancingV2::TargetGroup').Port).toBe(3000);
    expect(one(resources, 'AWS::ECS::Service').LoadBalancers).toEqual([
      expect.objectContaining({ ContainerPort: 3000 }),
    ]);
    expect(resources.some((r) => r.Type.startsWith('AWS::ApiGateway'))).toBe(false);
  });

  it('with none stated, the image is a parameter and the port 8080', () => {
    const resources = designed('An ECS Fargate service behind an ALB.');
    // assert
    expect(container(resources).Image).toEqual({ Ref: 'AppImage' });
    expect(one(resources, 'AWS::ElasticLoadBalancingV2::TargetGroup').Port).toBe(8080);
  });
});

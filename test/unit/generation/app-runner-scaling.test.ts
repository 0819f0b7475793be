import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** The App Runner service's auto scaling configuration, as the service refers to it. */
function scalingOf(brief: string) {
  const resources = resourcesOfBrief(brief);
  const service = resources.find((r) => r.type === 'AWS::AppRunner::Service');
  const config = resources.find((r) => r.type === 'AWS::AppRunner::AutoScalingConfiguration');
  const referred = JSON.stringify(service?.props.AutoScalingConfigurationArn ?? null).includes(
    `"${config?.id}"`,
  );
  return { config: config?.props, referred };
}

describe('an App Runner service scales as far as the brief says', () => {
  it.each([
    [
      'Our container image runs on AWS App Runner for a Jeddah logistics startup, scaling between 2 and 8 instances.',
      2,
      8,
    ],
    ['نبي نشغل الحاوية على App Runner، من ٢ إلى ٦ نسخ حسب الضغط', 2, 6],
    ['An App Runner service with up to 5 instances for our Riyadh booking API.', 1, 5],
  ])('%s', (brief, min, max) => {
    const { config, referred } = scalingOf(brief);
    expect(config).toMatchObject({ MinSize: min, MaxSize: max });
    expect(referred).toBe(true);
  });

  it('and keeps App Runner’s own bounds where it says none', () => {
    expect(scalingOf('An App Runner service for our Riyadh booking API.').config).toBeUndefined();
  });
});

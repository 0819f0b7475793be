import { describe, expect, it } from 'vitest';
import { valuesInDesign as valuesOf } from '#test/fixtures/generation';

/**
 * A path a brief writes ("/healthz", "/mnt/models") beside the other words of a property whose name
 * ends in Path (a target group's health check, a function's mount, an access point's root)
 * replaces the architect's default there. These briefs are this test's own wording.
 */

describe('a path stated for a property named for one', () => {
  it("reads a load balancer's health check path, in English, Arabic and mixed", () => {
    for (const brief of [
      'Two t3.small web servers in an auto scaling group behind an application load balancer, health checks on /status',
      'An ALB in front of our ECS Fargate service; the health check should hit /ping',
      'سيرفرات EC2 في أوتو سكيلنق ورا لود بالانسر، والـ health check على /status',
    ])
      expect(valuesOf(brief, 'AWS::ElasticLoadBalancingV2::TargetGroup', 'HealthCheckPath'), brief).toEqual([
        brief.includes('/ping') ? '/ping' : '/status',
      ]);
  });

  it("reads where a function mounts its file system, and an access point's root", () => {
    expect(
      valuesOf(
        'A Lambda function that reads shared models from EFS, mounted at /mnt/weights',
        'AWS::Lambda::Function',
        'FileSystemConfigs.LocalMountPath',
      ),
    ).toEqual(['/mnt/weights']);
    expect(
      valuesOf(
        'نظام ملفات EFS تصل إليه دالة لامدا عبر نقطة وصول على المسار /reports',
        'AWS::EFS::AccessPoint',
        'RootDirectory.Path',
      ),
    ).toEqual(['/reports']);
  });
});

import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The dashboards a brief gets, each with its body's widgets (the body's `${...}` references kept as written). */
function dashboardsOf(brief: string) {
  const { resources } = designOfBrief(brief);
  return {
    types: resources.map((r) => r.type),
    dashboards: resources
      .filter((r) => r.type === 'AWS::CloudWatch::Dashboard')
      .map((r) => {
        const body = r.props.DashboardBody as { 'Fn::Sub'?: string } | string;
        const text = typeof body === 'string' ? body : (body['Fn::Sub'] ?? '');
        return JSON.parse(text) as { widgets: { type: string; properties: Record<string, unknown> }[] };
      }),
  };
}

describe('a CloudWatch dashboard the brief asks for shows the metrics of what it watches', () => {
  it('the CPU of the server it names', () => {
    const { dashboards } = dashboardsOf(
      'A CloudWatch dashboard showing the CPU utilization of the EC2 instance.',
    );
    expect(dashboards).toHaveLength(1);
    const metrics = dashboards[0]?.widgets.flatMap((w) => (w.properties.metrics ?? []) as unknown[][]);
    expect(metrics).toContainEqual([
      'AWS/EC2',
      'CPUUtilization',
      'InstanceId',
      expect.stringContaining('${'),
    ]);
  });

  it('the name the brief gives it', () => {
    const { resources } = designOfBrief(
      'Create a CloudWatch dashboard named MyAppDashboard for the Lambda function.',
    );
    const dashboard = resources.find((r) => r.type === 'AWS::CloudWatch::Dashboard');
    expect(dashboard?.props.DashboardName).toBe('MyAppDashboard');
  });

  it('a dashboard in Arabic, for a function', () => {
    const { dashboards } = dashboardsOf('نبي لوحة مراقبة CloudWatch لدالة Lambda تعرض أخطاءها');
    expect(dashboards).toHaveLength(1);
    const metrics = dashboards[0]?.widgets.flatMap((w) => (w.properties.metrics ?? []) as unknown[][]);
    expect(metrics?.some((m) => m[0] === 'AWS/Lambda')).toBe(true);
  });

  it('an admin dashboard of a web app is no CloudWatch dashboard', () => {
    expect(dashboardsOf('A web app with an admin dashboard and a PostgreSQL database.').types).not.toContain(
      'AWS::CloudWatch::Dashboard',
    );
  });
});

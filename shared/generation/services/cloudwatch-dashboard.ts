import { sub } from '../../cfn/build';
import { cloudwatchAlarm, watchOf } from './cloudwatch-alarm';
import type { ServiceSpec } from './types';

type Widget = { type: string; x: number; y: number; width: number; height: number; properties: unknown };

/** A dimension's value as `Fn::Sub` writes it (`${Server}`, `${Balancer.LoadBalancerFullName}`); undefined for any other form. */
function subOf(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const v = value as { Ref?: unknown; 'Fn::GetAtt'?: unknown };
    if (typeof v.Ref === 'string') return `\${${v.Ref}}`;
    const att = v['Fn::GetAtt'];
    if (Array.isArray(att) && att.length === 2) return `\${${att[0]}.${att[1]}}`;
  }
  return undefined;
}

/** The body of a dashboard with these widgets, for `Fn::Sub` (its references resolved when deployed). */
const bodyOf = (widgets: readonly Widget[]) => sub(JSON.stringify({ widgets }));

/** The widgets a dashboard's body holds. */
function widgetsOf(body: unknown): Widget[] {
  const text = (body as { 'Fn::Sub'?: unknown } | undefined)?.['Fn::Sub'];
  return typeof text === 'string' ? (JSON.parse(text) as { widgets: Widget[] }).widgets : [];
}

/**
 * A CloudWatch dashboard the brief asks for ("a CloudWatch dashboard showing the CPU of the EC2
 * instance", "لوحة مراقبة CloudWatch"): a graph for each service its words join it to, of the
 * metric the brief names where that service has it, else the first the alarms know for it (the
 * alarm family's metrics, one list); a title alone where it watches nothing.
 */
export const cloudwatchDashboard: ServiceSpec = {
  id: 'cloudwatch-dashboard',
  block_name: 'Dashboard',
  family: 'CloudWatch',
  label: 'Amazon CloudWatch dashboard',
  names: /\b(?:cloudwatch dashboards?|dashboards? (?:in|on) cloudwatch)\b/,
  phrases:
    /\b(?:cloudwatch dashboards?|dashboards? (?:in|on) cloudwatch|(?:monitoring|metrics|operational|operations) dashboards?)\b/,
  arabic:
    /(لوح[ةه] (?:ال)?(?:مراقب[ةه]|متابع[ةه]|مقاييس) cloudwatch|(?:داشبورد|dashboard) (?:ال)?cloudwatch)/,
  arabic_phrases: /(لوح[ةه] (?:ال)?(?:مراقب[ةه]|مقاييس))/,
  cost: 'none',
  emits: 'push',
  sends_to: cloudwatchAlarm.sends_to,
  watches: cloudwatchAlarm.watches,
  stated_settings: [
    ...(cloudwatchAlarm.stated_settings ?? []).filter((s) => s.key === 'metric'),
    // the name the brief gives it ("a dashboard named MyAppDashboard", "لوحة اسمها ops")
    {
      key: 'name',
      words:
        /\bdashboard\s+(?:named|called)\s+[\x60'"‘“]?([a-z0-9_-]{1,255})|(?:لوح[ةه])[^.،؛\n]{0,40}?(?:اسمها|باسم)\s+[\x60'"‘“]?([a-z0-9_-]{1,255})/,
      as: 'attribute',
      anywhere: true,
      label: 'dashboard name',
      shows: { types: ['AWS::CloudWatch::Dashboard'], path: 'DashboardName' },
    },
  ],
  push(ctx, from, to) {
    const props = ctx.resources[from.main]?.Properties as { DashboardBody?: unknown } | undefined;
    if (!props) return;
    const block = ctx.plan.blocks.find((b) => b.kind === 'service' && from.name.startsWith(b.name));
    const found = watchOf(ctx, block?.kind === 'service' ? block.options.settings : {}, to);
    const dimensions = found?.dimensions.flatMap((d) => [d.Name, subOf(d.Value)]);
    if (!found || !dimensions || dimensions.includes(undefined)) return;
    const widgets = widgetsOf(props.DashboardBody);
    widgets.push({
      type: 'metric',
      x: ((widgets.length - 1) % 2) * 12,
      y: 2 + Math.floor((widgets.length - 1) / 2) * 6,
      width: 12,
      height: 6,
      properties: {
        title: `${found.watch.metric} of ${to.name}`,
        metrics: [[found.watch.namespace, found.watch.metric, ...dimensions]],
        stat: found.watch.statistic ?? 'Average',
        period: 300,
        region: `\${AWS::Region}`,
        view: 'timeSeries',
      },
    });
    props.DashboardBody = bodyOf(widgets);
  },
  build(ctx, name, settings) {
    const dashboard = ctx.add(name, `${name}Dashboard`, {
      Type: 'AWS::CloudWatch::Dashboard',
      Properties: {
        ...(typeof settings.name === 'string' ? { DashboardName: settings.name } : {}),
        DashboardBody: bodyOf([
          {
            type: 'text',
            x: 0,
            y: 0,
            width: 24,
            height: 2,
            properties: { markdown: `# ${name}: the metrics of this design` },
          },
        ]),
      },
    });
    return { service: 'cloudwatch-dashboard', name, main: dashboard };
  },
};

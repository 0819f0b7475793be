import { stackName, sub } from './kit';
import type { ServiceSpec } from './types';

/** A resource group of this stack's resources, which Application Insights and the console group by. */
export const resourceGroups: ServiceSpec = {
  id: 'resource-groups',
  block_name: 'Group',
  family: 'ResourceGroups',
  label: 'AWS Resource Groups group',
  names: /\b(aws resource groups?|resource groups?)\b/,
  phrases: /\b(group (the |all )?resources)\b/,
  arabic: /(مجموع[ةه] الموارد|مجموعات الموارد)/,
  cost: 'none',
  build(ctx, name) {
    const group = ctx.add(name, `${name}ResourceGroup`, {
      Type: 'AWS::ResourceGroups::Group',
      Properties: {
        Name: stackName(name),
        ResourceQuery: { Type: 'CLOUDFORMATION_STACK_1_0' },
      },
    });
    return { service: 'resource-groups', name, main: group };
  },
};

/** CloudWatch Application Insights over the stack's resource group: problems detected and grouped. */
export const applicationInsights: ServiceSpec = {
  id: 'application-insights',
  block_name: 'Insights',
  family: 'ApplicationInsights',
  label: 'CloudWatch Application Insights',
  names: /\b(application insights|cloudwatch application insights)\b/,
  phrases: /\b(application monitoring|detect (application )?problems)\b/,
  arabic: /(رؤى التطبيقات|مراقب[ةه] التطبيق)/,
  cost: 'none',
  build(ctx, name) {
    const group = resourceGroups.build?.(ctx, `${name}Group`, {});
    const app = ctx.add(name, `${name}Application`, {
      Type: 'AWS::ApplicationInsights::Application',
      DependsOn: group?.main,
      Properties: { ResourceGroupName: stackName(`${name}Group`), AutoConfigurationEnabled: true },
    });
    void sub;
    return { service: 'application-insights', name, main: app };
  },
};

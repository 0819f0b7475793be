import { sub } from './kit';
import type { ServiceSpec } from './types';

/** AppConfig: an application, an environment and a hosted configuration profile functions read. */
export const appconfig: ServiceSpec = {
  id: 'appconfig',
  block_name: 'Config',
  family: 'AppConfig',
  label: 'AWS AppConfig configuration',
  names: /\b(aws appconfig|appconfig)\b/,
  phrases: /\b(feature flags?|feature toggles?|dynamic configuration)\b/,
  arabic: /(أعلام الميزات|اعلام الميزات|إعدادات ديناميكي[ةه])/,
  cost: 'request',
  // the customer's applications read it: nothing of the design need call it
  fed_from_outside: true,
  target: {
    actions: ['appconfig:StartConfigurationSession', 'appconfig:GetLatestConfiguration'],
    arn: (n) =>
      sub(`arn:\${AWS::Partition}:appconfig:\${AWS::Region}:\${AWS::AccountId}:application/\${${n.main}}/*`),
  },
  build(ctx, name) {
    const app = ctx.add(name, `${name}Application`, {
      Type: 'AWS::AppConfig::Application',
      Properties: { Name: sub(`\${AWS::StackName}-${name.toLowerCase()}`) },
    });
    ctx.add(name, `${name}Environment`, {
      Type: 'AWS::AppConfig::Environment',
      Properties: { ApplicationId: { Ref: app }, Name: 'prod' },
    });
    ctx.add(name, `${name}Profile`, {
      Type: 'AWS::AppConfig::ConfigurationProfile',
      Properties: {
        ApplicationId: { Ref: app },
        Name: 'flags',
        LocationUri: 'hosted',
        Type: 'AWS.AppConfig.FeatureFlags',
      },
    });
    return { service: 'appconfig', name, main: app };
  },
};

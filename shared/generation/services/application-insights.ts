import { TAG_WORDS } from '../properties/words';
import { stackName, sub } from './kit';
import type { ServiceSpec } from './types';

/** Words between a tag's key and its value ("Environment=prod", "key Team with value payments"). */
const KEY_VALUE_JOIN = String.raw`\s*[=:]\s*|\s+(?:with|and)\s+(?:the\s+)?value\s+|\s+set\s+to\s+`;

/**
 * A tag written as its key and value after a word for tags ("tagged Environment=prod", "with the
 * tag Team: payments", "the tag key Owner with value data-team", "الوسم Project=atlas").
 */
const TAGGED = new RegExp(
  String.raw`(?:^|[\s(])(?:ال|بـ?)?(?:${[...TAG_WORDS].join('|')})\s+(?:with\s+)?(?:is\s+|of\s+)?(?:the\s+)?(?:key\s+)?["'‘“]?([a-z][\w.:/-]*["'’”]?(?:${KEY_VALUE_JOIN})["'‘“]?[\w.:/-]+)`,
);

/** A tag read as `Key=Value`, `Key: Value` or "key K with value V", as the brief wrote it. */
const keyAndValue = (tag: unknown) => {
  const [key = '', value = ''] = String(tag)
    .replace(/["'‘’“”]/g, '')
    .split(new RegExp(KEY_VALUE_JOIN, 'i'));
  return key && value ? { Key: key, Values: [value] } : undefined;
};

/**
 * A resource group: of the resources carrying the tag the brief names, else of this stack's
 * resources (which Application Insights and the console group by).
 */
export const resourceGroups: ServiceSpec = {
  id: 'resource-groups',
  block_name: 'Group',
  family: 'ResourceGroups',
  label: 'AWS Resource Groups group',
  names: /\b(aws resource groups?|resource groups?)\b/,
  phrases: /\b(group (the |all )?resources)\b/,
  arabic: /(مجموع[ةه] الموارد|مجموعات الموارد)/,
  cost: 'none',
  stated_settings: [
    { key: 'tag', words: TAGGED, as: 'attribute', anywhere: true, label: 'tag of its resources' },
  ],
  build(ctx, name, settings = {}) {
    const tag = keyAndValue(settings.tag);
    const group = ctx.add(name, `${name}ResourceGroup`, {
      Type: 'AWS::ResourceGroups::Group',
      Properties: {
        Name: stackName(name),
        ResourceQuery: tag
          ? {
              Type: 'TAG_FILTERS_1_0',
              Query: { ResourceTypeFilters: ['AWS::AllSupported'], TagFilters: [tag] },
            }
          : { Type: 'CLOUDFORMATION_STACK_1_0' },
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

import { ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { ACCESS_SAID, actionsSaid } from './iam-permissions';
import { IAM_ACTION } from './names';
import type { ServiceNode, ServiceSettings, ServiceSpec, StatedSetting } from './types';

/**
 * The services a role may be assumed by, as a brief says them after "for" or "assumed by" ("an
 * IAM role for EC2", "a role Lambda can assume"): the principal in its trust policy.
 */
const PRINCIPALS: readonly (readonly [string, RegExp])[] = [
  ['lambda.amazonaws.com', /^(?:lambda|functions?)$/],
  ['ecs-tasks.amazonaws.com', /^(?:ecs|fargate|tasks?|containers?)$/],
  ['states.amazonaws.com', /^(?:step functions|state machines?)$/],
  ['glue.amazonaws.com', /^glue$/],
  ['codebuild.amazonaws.com', /^codebuild$/],
  ['events.amazonaws.com', /^(?:eventbridge|events)$/],
  ['ec2.amazonaws.com', /^(?:ec2|instances?|servers?)$/],
];
const ASSUMER = `(lambda|functions?|ecs|fargate|tasks?|containers?|step functions|state machines?|glue|codebuild|eventbridge|events|ec2|instances?|servers?)`;

/** The AWS managed policies kept under service-role/ end in "Role" ("AWSLambdaBasicExecutionRole"). */
const managedPolicyArn = (name: string) =>
  sub(
    `arn:\${AWS::Partition}:iam::aws:policy/${/Role(?:Policy)?$/.test(name) ? 'service-role/' : ''}${name}`,
  );

/**
 * A name AWS gives its managed policies: one word, with "Amazon" or "AWS" before what it is for
 * ("AmazonSSMManagedInstanceCore", "AWSLambdaBasicExecutionRole"), or what it grants last
 * ("ReadOnlyAccess", "CloudWatchAgentServerPolicy", "SecurityAudit"); never a name the brief
 * gives a policy of its own ("a policy named OrdersWritePolicy").
 */
const AWS_POLICY_NAME =
  '(?<!(?:named|called) )(?:(?:amazon|aws)[a-z0-9_]+(?:access|policy|role|core|readonly|logs)|[a-z][a-z0-9_]{5,}(?:access|policy|audit))';

/** The AWS managed policies a brief names, one or a list ("the CloudWatchAgentServerPolicy and AmazonSSMManagedInstanceCore policies"). */
export const MANAGED_POLICIES_SAID = new RegExp(
  String.raw`\b(${AWS_POLICY_NAME}(?:\s*(?:,|&|and)\s*(?:the\s+)?${AWS_POLICY_NAME})*)\b`,
);

/** The ARNs of the managed policies a list names ("A, B and C"), as written: names with capitals, which ARNs need. */
export const managedPolicyArns = (said: unknown): unknown[] =>
  typeof said === 'string'
    ? [
        ...new Set(
          said.split(/\s*(?:,|&|\band\b)\s*(?:the\s+)?/).filter((name) => /^[A-Za-z]\w*[A-Z]/.test(name)),
        ),
      ].map(managedPolicyArn)
    : [];

/**
 * The AWS managed policies a service's own role attaches (a function's, a server's, a task's:
 * "an execution role with AWSLambdaBasicExecutionRole"), read in the words of its mention; see
 * `withManagedPolicies`.
 */
export const MANAGED_POLICY_SETTING: StatedSetting = {
  key: 'managed_policy',
  words: MANAGED_POLICIES_SAID,
  as: 'attribute',
  label: 'managed policy',
};

/**
 * A service's own role attaches the AWS managed policies the brief names for it, unless the brief
 * asks for a role by itself, which takes them (`iamRole`).
 */
export function withManagedPolicies(
  ctx: SynthesisContext,
  node: ServiceNode,
  settings: ServiceSettings,
): void {
  if (!node.role || node.service === 'iam-role') return;
  if ((ctx.requirements.services ?? []).some((s) => s.service === 'iam-role')) return;
  const arns = managedPolicyArns(settings.managed_policy);
  const props = ctx.resources[node.role]?.Properties;
  if (!props || arns.length === 0) return;
  // beside those the role already attaches (a server's Systems Manager access)
  const held = Array.isArray(props.ManagedPolicyArns) ? props.ManagedPolicyArns : [];
  const written = new Set(held.map((a) => JSON.stringify(a)));
  props.ManagedPolicyArns = [...held, ...arns.filter((a) => !written.has(JSON.stringify(a)))];
}

/**
 * A role the brief asks for by itself ("an IAM role for EC2", "a role Lambda can assume"), with
 * the policy it says is attached: a standalone IAM policy granting the actions written out
 * ("allows s3:GetObject and s3:ListBucket"), or said in words ("allows reading objects from S3",
 * see iam-permissions.ts), and the AWS managed policy named. A role a service of
 * the design uses is that service's own; this is the one the brief names apart from them.
 */
export const iamRole: ServiceSpec = {
  id: 'iam-role',
  block_name: 'Access',
  family: 'IAM',
  label: 'IAM role',
  // one role named by itself: one said as another's ("whose IAM role") is that service's own, and
  // "least-privilege IAM roles" say how every role is written
  names:
    /(?<!\b(?:its|whose|their|own|the function's|the server's|least[- ]privilege) )\b(iam role|iam policy|iam managed policy|customer[- ]managed policy)\b/,
  phrases:
    /(?<!\b(?:its|whose|their|own|the function's|the server's|least[- ]privilege) )\b(iam role|iam policy|iam managed policy|customer[- ]managed policy)\b/,
  arabic: /(دور iam|سياس[ةه] iam)/,
  cost: 'none',
  accessory: true,
  stated_settings: [
    {
      key: 'assumed_by',
      words: new RegExp(
        String.raw`\brole (?:for|assumed by|that (?:the )?${ASSUMER} (?:can |may )?assumes?)\s+(?:the\s+|an?\s+)?${ASSUMER}|\brole (?:that |which )?(?:the )?${ASSUMER} (?:can |may )?assumes?`,
      ),
      anywhere: true,
      label: 'assumed by',
    },
    {
      key: 'actions',
      words: new RegExp(String.raw`\b(${IAM_ACTION}(?:\s*(?:,|and|or|&)\s*${IAM_ACTION})*)`),
      as: 'attribute',
      anywhere: true,
      label: 'allowed actions',
    },
    // a policy of the account's own to attach, not a role's ("an IAM managed policy", "a customer managed policy")
    { key: 'managed', words: /\b(?:iam |customer[- ])managed polic(?:y|ies)\b/, value: true, anywhere: true },
    // permissions said in words ("allows reading objects from S3"), where no action is written out
    { key: 'access', words: ACCESS_SAID, anywhere: true, label: 'permissions' },
    {
      key: 'managed_policy',
      words: MANAGED_POLICIES_SAID,
      as: 'attribute',
      anywhere: true,
      label: 'managed policy',
    },
    {
      key: 'policy_name',
      words: /\bpolicy (?:named|called) ['"‘“]?([a-z0-9_+=,.@-]{1,128})/,
      as: 'attribute',
      anywhere: true,
      label: 'policy name',
      shows: { types: ['AWS::IAM::Policy'], path: 'PolicyName' },
    },
  ],
  build(ctx, name, settings) {
    const said = typeof settings.assumed_by === 'string' ? settings.assumed_by : '';
    const principal = PRINCIPALS.find(([, words]) => words.test(said))?.[0] ?? 'ec2.amazonaws.com';
    const managed = managedPolicyArns(settings.managed_policy);
    const role = ctx.add(name, `${name}Role`, {
      Type: 'AWS::IAM::Role',
      Properties: {
        AssumeRolePolicyDocument: {
          Version: '2012-10-17',
          Statement: [{ Effect: 'Allow', Principal: { Service: principal }, Action: 'sts:AssumeRole' }],
        },
        ...(managed.length > 0 ? { ManagedPolicyArns: managed } : {}),
      },
    });
    const written =
      typeof settings.actions === 'string'
        ? (settings.actions.match(new RegExp(IAM_ACTION, 'gi')) ?? [])
        : [];
    const actions = written.length > 0 ? written : actionsSaid(settings.access);
    const document = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: actions, Resource: '*' }],
    };
    const policyName =
      typeof settings.policy_name === 'string'
        ? settings.policy_name
        : sub(`\${AWS::StackName}-${name.toLowerCase()}`);
    if (actions.length > 0 && settings.managed === true)
      ctx.add(name, `${name}ManagedPolicy`, {
        Type: 'AWS::IAM::ManagedPolicy',
        Properties: {
          ...(typeof settings.policy_name === 'string' ? { ManagedPolicyName: settings.policy_name } : {}),
          PolicyDocument: document,
          Roles: [ref(role)],
        },
      });
    else if (actions.length > 0)
      ctx.add(name, `${name}Policy`, {
        Type: 'AWS::IAM::Policy',
        Properties: { PolicyName: policyName, PolicyDocument: document, Roles: [ref(role)] },
      });
    // a role EC2 assumes reaches its instances through a profile
    if (principal === 'ec2.amazonaws.com')
      ctx.add(name, `${name}InstanceProfile`, {
        Type: 'AWS::IAM::InstanceProfile',
        Properties: { Roles: [ref(role)] },
      });
    return { service: 'iam-role', name, main: role };
  },
};

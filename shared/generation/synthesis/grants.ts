import type { ServiceSpec } from '../services/types';
import type { SynthesisContext } from './context';
import { keyArn } from './parts';
import type { ServiceNode } from './service-node';

type Statement = { Effect: 'Allow'; Action: string | string[]; Resource: unknown; Condition?: unknown };

/** The statements of a role's inline policy, which edges add to after the role is written. */
function statementsOf(ctx: SynthesisContext, role: string): Statement[] {
  const props = ctx.resources[role]?.Properties as
    | { Policies?: { PolicyName: string; PolicyDocument: { Version: string; Statement: Statement[] } }[] }
    | undefined;
  if (!props) throw new Error(`${role} is not a role of this template`);
  // a role with no inline policy yet (instances that reach no data store) gets one for the edge
  props.Policies ??= [];
  props.Policies[0] ??= {
    PolicyName: 'least-privilege',
    PolicyDocument: { Version: '2012-10-17', Statement: [] },
  };
  return props.Policies[0].PolicyDocument.Statement;
}

/** Lets `role` do exactly `actions` on `resource` (one statement per edge, merged when repeated). */
export function grant(
  ctx: SynthesisContext,
  role: string,
  actions: readonly string[],
  resource: unknown,
): void {
  if (actions.length === 0) return;
  const statements = statementsOf(ctx, role);
  const same = statements.find(
    (s) => JSON.stringify(s.Resource) === JSON.stringify(resource) && !s.Condition,
  );
  if (same) {
    const merged = new Set([...(Array.isArray(same.Action) ? same.Action : [same.Action]), ...actions]);
    same.Action = [...merged];
    return;
  }
  statements.push({ Effect: 'Allow', Action: [...actions], Resource: resource });
}

/** Lets `role` pass exactly `roles`, and only to `service` (e.g. a task's roles to ECS). */
export function grantPassRole(ctx: SynthesisContext, role: string, roles: unknown[], service: string): void {
  const statements = statementsOf(ctx, role);
  const condition = { StringEquals: { 'iam:PassedToService': service } };
  const same = statements.find(
    (s) => s.Action === 'iam:PassRole' && JSON.stringify(s.Condition) === JSON.stringify(condition),
  );
  if (same) {
    const listed = Array.isArray(same.Resource) ? same.Resource : [same.Resource];
    const known = new Set(listed.map((r) => JSON.stringify(r)));
    same.Resource = [...listed, ...roles.filter((r) => !known.has(JSON.stringify(r)))];
    return;
  }
  statements.push({ Effect: 'Allow', Action: 'iam:PassRole', Resource: roles, Condition: condition });
}

/** Lets `role` do what a caller of `target` needs on `node`: its actions, and passing its roles. */
export function grantTarget(
  ctx: SynthesisContext,
  role: string,
  target: Pick<ServiceSpec, 'target' | 'passes'>,
  node: ServiceNode,
): void {
  if (!target.target) return;
  grant(ctx, role, target.target.actions, target.target.arn(node));
  if (target.target.key) grant(ctx, role, target.target.key, keyArn());
  if (target.passes) grantPassRole(ctx, role, target.passes.roles(node), target.passes.to);
}

/** A role a service assumes to act for the design, with a least-privilege inline policy edges fill in. */
export function addServiceRole(
  ctx: SynthesisContext,
  block: string,
  id: string,
  principal: string,
  statements: Statement[] = [],
): string {
  if (ctx.resources[id]) return id;
  return ctx.add(block, id, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { Service: principal },
            Action: 'sts:AssumeRole',
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          },
        ],
      },
      Policies: [
        {
          PolicyName: 'least-privilege',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: statements.length
              ? statements
              : [
                  {
                    Effect: 'Allow',
                    Action: ['kms:Decrypt', 'kms:GenerateDataKey'],
                    Resource: { 'Fn::GetAtt': ['DataKey', 'Arn'] },
                  },
                ],
          },
        },
      ],
    },
  });
}

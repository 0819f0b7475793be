import { getAtt, sub } from '../../cfn/build';
import { addWebAcl, webAclWanted } from './blocks/web-acl';
import type { CfnResource, SynthesisContext } from './context';
import { addLogGroup } from './parts';

const WEB_ACL = 'AWS::WAFv2::WebACL';

interface AclRule {
  Name?: string;
  Priority: number;
  Statement: unknown;
}

/**
 * Every web ACL of the design protects something and keeps its log. A web ACL built on its own (a
 * WAF the brief names, as its own block) while the design's endpoints get web ACLs of their own is
 * a second firewall nothing is associated with: its rules go to the associated ones and it goes, its
 * references following. Each remaining web ACL then logs to a log group whose name starts with
 * aws-waf-logs- (the only names WAF delivers to), kept with the design's retention and key.
 */
export function settleWebAcls(ctx: SynthesisContext): void {
  guardUserPools(ctx);
  const acls = Object.keys(ctx.resources).filter((id) => ctx.resources[id]?.Type === WEB_ACL);
  const protecting = acls.filter((id) => associated(ctx, id));
  if (protecting.length > 0)
    for (const loose of acls.filter((id) => !protecting.includes(id))) {
      for (const kept of protecting) mergeRules(ctx.resources[kept], ctx.resources[loose]);
      replaceAcl(ctx, loose, protecting[0] as string);
    }
  for (const acl of Object.keys(ctx.resources)) {
    if (ctx.resources[acl]?.Type !== WEB_ACL || loggedAlready(ctx, acl)) continue;
    const block = ctx.origins[acl] ?? 'Platform';
    const group = addLogGroup(
      ctx,
      block,
      `${acl}LogGroup`,
      sub(`aws-waf-logs-\${AWS::StackName}-${acl.toLowerCase()}`),
    );
    ctx.add(block, `${acl}Logging`, {
      Type: 'AWS::WAFv2::LoggingConfiguration',
      Properties: {
        ResourceArn: getAtt(acl, 'Arn'),
        // WAF takes the log group's ARN without the ':*' its Arn attribute ends in
        LogDestinationConfigs: [
          sub(`arn:\${AWS::Partition}:logs:\${AWS::Region}:\${AWS::AccountId}:log-group:\${${group}}`),
        ],
      },
    });
  }
}

/**
 * A user pool's sign-in and sign-up endpoints face the internet like an API: where the design's
 * endpoints get a web ACL (see webAclWanted), the pool is associated with the design's regional web
 * ACL, or gets its own when there is none.
 */
function guardUserPools(ctx: SynthesisContext): void {
  if (!webAclWanted(ctx)) return;
  const regional = Object.keys(ctx.resources).find(
    (id) =>
      ctx.resources[id]?.Type === WEB_ACL &&
      (ctx.resources[id]?.Properties as { Scope?: string } | undefined)?.Scope === 'REGIONAL' &&
      associated(ctx, id),
  );
  for (const [pool, resource] of Object.entries(ctx.resources)) {
    const arn = getAtt(pool, 'Arn');
    if (resource.Type !== 'AWS::Cognito::UserPool' || guarded(ctx, arn)) continue;
    const block = ctx.origins[pool] ?? 'Platform';
    if (!regional) addWebAcl(ctx, block, arn);
    else
      ctx.add(block, `${pool}WebAclAssociation`, {
        Type: 'AWS::WAFv2::WebACLAssociation',
        Properties: { ResourceArn: arn, WebACLArn: getAtt(regional, 'Arn') },
      });
  }
}

const guarded = (ctx: SynthesisContext, arn: unknown) =>
  Object.values(ctx.resources).some(
    (r) =>
      r.Type === 'AWS::WAFv2::WebACLAssociation' &&
      JSON.stringify((r.Properties as { ResourceArn?: unknown }).ResourceArn) === JSON.stringify(arn),
  );

/** Whether the web ACL protects something: an association names it, or a distribution's WebACLId. */
function associated(ctx: SynthesisContext, acl: string): boolean {
  const arn = JSON.stringify(getAtt(acl, 'Arn'));
  return Object.values(ctx.resources).some((r) => {
    const p = r.Properties as
      | { WebACLArn?: unknown; DistributionConfig?: { WebACLId?: unknown } }
      | undefined;
    if (r.Type === 'AWS::WAFv2::WebACLAssociation') return JSON.stringify(p?.WebACLArn) === arn;
    return (
      r.Type === 'AWS::CloudFront::Distribution' &&
      JSON.stringify(p?.DistributionConfig?.WebACLId ?? null).includes(arn)
    );
  });
}

function loggedAlready(ctx: SynthesisContext, acl: string): boolean {
  const arn = JSON.stringify(getAtt(acl, 'Arn'));
  return Object.values(ctx.resources).some(
    (r) => r.Type === 'AWS::WAFv2::LoggingConfiguration' && JSON.stringify(r.Properties ?? {}).includes(arn),
  );
}

/**
 * The loose web ACL's rules the kept one lacks (a stated rate limit), after the kept one's own. An
 * ACL keeps one rate-based rule: the kept one's, when it has one.
 */
function mergeRules(kept: CfnResource | undefined, loose: CfnResource | undefined): void {
  const into = kept?.Properties as { Rules?: AclRule[] } | undefined;
  const from = (loose?.Properties as { Rules?: AclRule[] } | undefined)?.Rules ?? [];
  if (!into) return;
  const rules = into.Rules ?? [];
  const kindOf = (rule: AclRule) => Object.keys(rule.Statement as object)[0];
  const has = (rule: AclRule) =>
    rules.some(
      (r) =>
        JSON.stringify(r.Statement) === JSON.stringify(rule.Statement) ||
        (kindOf(r) === 'RateBasedStatement' && kindOf(rule) === 'RateBasedStatement'),
    );
  for (const rule of from) {
    if (has(rule)) continue;
    const taken = rules.some((r) => r.Name === rule.Name);
    const priority = Math.max(-1, ...rules.map((r) => r.Priority)) + 1;
    rules.push({ ...rule, Priority: priority, ...(taken && { Name: `${rule.Name}-${priority}` }) });
  }
  into.Rules = rules;
}

/** Drops a resource and points what referred to it at another. */
function replaceAcl(ctx: SynthesisContext, gone: string, kept: string): void {
  delete ctx.resources[gone];
  delete ctx.origins[gone];
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value === 'string')
      return value.replaceAll(`\${${gone}}`, `\${${kept}}`).replaceAll(`\${${gone}.`, `\${${kept}.`);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => {
      if (k === 'Ref' && v === gone) return [k, kept];
      if (k === 'Fn::GetAtt' && Array.isArray(v) && v[0] === gone) return [k, [kept, ...v.slice(1)]];
      return [k, rewrite(v)];
    });
    return Object.fromEntries(entries);
  };
  for (const id of Object.keys(ctx.resources)) ctx.resources[id] = rewrite(ctx.resources[id]) as CfnResource;
  for (const id of Object.keys(ctx.outputs)) ctx.outputs[id] = rewrite(ctx.outputs[id]) as never;
  for (const nodes of Object.values(ctx.nodes))
    for (const node of nodes) if (node.main === gone) (node as { main: string }).main = kept;
}

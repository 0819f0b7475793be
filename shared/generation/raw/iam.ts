/**
 * What makes a raw resource an IAM escalation: a policy that allows every action (or every action
 * of IAM, STS or Organizations), that lets its holder write IAM, a role anyone may assume, or an
 * AWS managed policy that grants the account. A model's raw CloudFormation never gets these; the
 * building blocks write their own least-privilege policies.
 */

/** Wildcards that hand over the account (or its identities) whatever the Resource says. */
const ACCOUNT_WILDCARDS = /^(\*|\*:\*|iam:\*|sts:\*|organizations:\*|account:\*)$/i;
/** A whole service's actions on every resource: `s3:*` on `*` is the account's S3, not a grant. */
const SERVICE_WILDCARD = /^[a-z0-9-]+:\*$/i;
/** IAM writes that let the holder grant itself more (the known privilege-escalation paths). */
const IAM_WRITES =
  /^iam:(create|put|attach|update|set|add|delete|detach|remove|tag|untag|upload|enable|change|reset|pass)[a-z]*$/i;
/** AWS managed policies that grant the account or its identities outright. */
const GRANTING_MANAGED =
  /:policy\/(AdministratorAccess|PowerUserAccess|IAMFullAccess|AWSOrganizationsFullAccess)$/;

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const strings = (value: unknown): string[] => list(value).filter((v): v is string => typeof v === 'string');

interface Statement {
  Effect?: unknown;
  Action?: unknown;
  NotAction?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  Principal?: unknown;
}

/** Why one Allow statement is an escalation, or undefined when it is not. */
function statementEscalates(statement: Statement, trust: boolean): string | undefined {
  if (statement.Effect !== 'Allow') return undefined;
  if (trust) {
    const principal = statement.Principal;
    const aws = typeof principal === 'object' && principal ? (principal as { AWS?: unknown }).AWS : undefined;
    if (principal === '*' || strings(aws).includes('*'))
      return 'its trust policy lets any AWS principal assume it';
    return undefined;
  }
  // a resource policy (it names who) is judged by the compliance rules like any other
  if (statement.Principal !== undefined) return undefined;
  if (statement.NotAction !== undefined) return 'it allows every action except a few (NotAction)';
  const actions = strings(statement.Action);
  const everywhere = strings(statement.Resource).includes('*') || statement.NotResource !== undefined;
  const wildcard = actions.find((a) => ACCOUNT_WILDCARDS.test(a));
  if (wildcard) return `it allows "${wildcard}"`;
  const service = actions.find((a) => SERVICE_WILDCARD.test(a));
  if (service && everywhere) return `it allows "${service}" on every resource`;
  const write = actions.find(
    (a) => IAM_WRITES.test(a) && !(a.toLowerCase() === 'iam:passrole' && !everywhere),
  );
  if (write) return `it allows the IAM write "${write}", a path to more privilege`;
  return undefined;
}

/** Every policy document under `value`, with whether it is a role's trust policy. */
function* documents(value: unknown, key = ''): Generator<{ doc: { Statement?: unknown }; trust: boolean }> {
  if (Array.isArray(value)) {
    for (const item of value) yield* documents(item, key);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if ('Statement' in record && /Policy|Document|^$/.test(key))
    yield { doc: record, trust: key === 'AssumeRolePolicyDocument' };
  for (const [k, v] of Object.entries(record)) if (k !== 'Statement') yield* documents(v, k);
}

/**
 * Why a raw resource's properties escalate privilege, or undefined when they do not. Any policy
 * document anywhere in the properties is read (inline role policies, managed policies, resource
 * policies), and so are the managed policy ARNs a role, user or group attaches.
 */
export function iamEscalation(properties: Record<string, unknown>): string | undefined {
  for (const arn of strings(properties.ManagedPolicyArns)) {
    const granted = GRANTING_MANAGED.exec(arn);
    if (granted) return `it attaches the ${granted[1]} managed policy`;
  }
  for (const { doc, trust } of documents(properties)) {
    for (const statement of list(doc.Statement)) {
      if (!statement || typeof statement !== 'object') continue;
      const why = statementEscalates(statement as Statement, trust);
      if (why) return why;
    }
  }
  return undefined;
}

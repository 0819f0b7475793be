import { DEFAULT_SCAN_SETTINGS } from '../../compliance/context';
import { FRAMEWORKS } from '../../compliance/frameworks/index';
import { CUSTOMER_KEY_RULES } from '../../compliance/rules/_lib/customer-keys';
import { ALL_RULES } from '../../compliance/rules/index';
import type { FrameworkId } from '../../compliance/types';
import { kmsKey } from '../services/kms-key';
import type { SynthesisContext } from './context';
import { KEY_ID } from './parts';

type Props = Record<string, unknown>;

/** Why the design's key is on a resource: the framework's control and the rule that asks for it. */
interface Want {
  framework: string;
  control: string;
  rule: string;
}

/**
 * The resource types a customer managed key is wanted on, under the design's frameworks and its
 * data's classification, with the controls that want it (rule data: CUSTOMER_KEY_RULES).
 */
export function customerKeyWants(frameworks: readonly string[], classification: string): Map<string, Want[]> {
  const sensitive = DEFAULT_SCAN_SETTINGS.sensitiveClassifications.some(
    (c) => c.toLowerCase() === classification.toLowerCase(),
  );
  const wants = new Map<string, Want[]>();
  for (const framework of frameworks) {
    for (const control of FRAMEWORKS[framework as FrameworkId]?.controls ?? []) {
      for (const { ruleId } of control.evidence) {
        const when = CUSTOMER_KEY_RULES[ruleId];
        if (!when || (when === 'sensitive' && !sensitive)) continue;
        for (const type of ALL_RULES.find((r) => r.id === ruleId)?.resourceTypes ?? []) {
          wants.set(type, [...(wants.get(type) ?? []), { framework, control: control.id, rule: ruleId }]);
        }
      }
    }
  }
  return wants;
}

const refersToKey = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(refersToKey);
  if (typeof value === 'string') return value.includes(`\${${KEY_ID}`);
  if (!value || typeof value !== 'object') return false;
  const o = value as Props;
  if (o.Ref === KEY_ID) return true;
  const att = o['Fn::GetAtt'];
  if (Array.isArray(att) && att[0] === KEY_ID) return true;
  return Object.values(o).some(refersToKey);
};

const child = (p: Props, key: string): Props | undefined =>
  p[key] && typeof p[key] === 'object' ? (p[key] as Props) : undefined;

/**
 * How each type is encrypted without the design's key: by the AWS managed or AWS owned key its
 * service keeps (the default where the key property is left out). Types absent here keep the key.
 */
const WITHOUT_KEY: Readonly<Record<string, (p: Props) => void>> = {
  'AWS::Logs::LogGroup': (p) => delete p.KmsKeyId,
  // unencrypted: the AWS services that publish to a topic can use no AWS managed key
  'AWS::SNS::Topic': (p) => delete p.KmsMasterKeyId,
  'AWS::Lambda::Function': (p) => delete p.KmsKeyArn,
  'AWS::Scheduler::Schedule': (p) => delete p.KmsKeyArn,
  'AWS::SecretsManager::Secret': (p) => delete p.KmsKeyId,
  'AWS::Backup::BackupVault': (p) => delete p.EncryptionKeyArn,
  'AWS::ElastiCache::ReplicationGroup': (p) => delete p.KmsKeyId,
  'AWS::RedshiftServerless::Namespace': (p) => {
    delete p.KmsKeyId;
    delete p.AdminPasswordSecretKmsKeyId;
  },
  'AWS::RDS::DBInstance': withoutDatabaseKey,
  'AWS::RDS::DBCluster': withoutDatabaseKey,
  'AWS::S3::Bucket': (p) => {
    const rules = child(child(p, 'BucketEncryption') ?? {}, 'ServerSideEncryptionConfiguration');
    for (const rule of (Array.isArray(rules) ? rules : []) as Props[]) {
      rule.ServerSideEncryptionByDefault = { SSEAlgorithm: 'AES256' };
      delete rule.BucketKeyEnabled;
    }
  },
  'AWS::SQS::Queue': (p) => {
    delete p.KmsMasterKeyId;
    delete p.KmsDataKeyReusePeriodSeconds;
    p.SqsManagedSseEnabled = true;
  },
  'AWS::StepFunctions::StateMachine': (p) => {
    p.EncryptionConfiguration = { Type: 'AWS_OWNED_KEY' };
  },
  // Session Manager's own session encryption is an option; sessions still travel over TLS
  'AWS::SSM::Document': (p) => {
    const inputs = child(child(p, 'Content') ?? {}, 'inputs');
    if (inputs) delete inputs.kmsKeyId;
  },
  'AWS::Athena::WorkGroup': (p) => {
    const results = child(child(p, 'WorkGroupConfiguration') ?? {}, 'ResultConfiguration');
    if (results) results.EncryptionConfiguration = { EncryptionOption: 'SSE_S3' };
  },
};

/**
 * Where the brief refuses the key, also without it: tables and streams, whose rules score the
 * AWS managed key lower than the design's own key, so they keep it otherwise.
 */
const REFUSED_KEY: Readonly<Record<string, (p: Props) => void>> = {
  'AWS::DynamoDB::Table': (p) => {
    p.SSESpecification = { SSEEnabled: true };
  },
  'AWS::Kinesis::Stream': (p) => {
    p.StreamEncryption = { EncryptionType: 'KMS', KeyId: 'alias/aws/kinesis' };
  },
};

function withoutDatabaseKey(p: Props): void {
  delete p.KmsKeyId;
  delete p.PerformanceInsightsKMSKeyId;
  const secret = child(p, 'MasterUserSecret');
  if (secret) delete secret.KmsKeyId;
}

/**
 * The design's one customer managed key stays only on what a control of the design's frameworks
 * asks to have one (or on all it encrypts, where the brief asks for the key); the rest are
 * encrypted by their services' own keys. Its description says which controls want it, on what,
 * for the review to say why it is there; with nothing left wanting it, it goes.
 */
export function settleCustomerKey(ctx: SynthesisContext): void {
  const key = ctx.resources[KEY_ID];
  if (!key || ctx.plan.blocks.some((b) => b.kind === 'service' && b.options.service === 'kms-key')) return;
  // a brief that refuses the key ("no customer managed key", "بدون مفتاح KMS") gets none: the
  // security review then says which controls want one and what it would cost
  const refused = ctx.refuses(kmsKey);
  const wants = refused
    ? new Map<string, Want[]>()
    : customerKeyWants(ctx.requirements.frameworks, ctx.requirements.data_classification);
  const kept = new Map<string, string[]>();
  for (const [id, resource] of Object.entries(ctx.resources)) {
    if (id === KEY_ID || resource.Type === 'AWS::IAM::Role' || !refersToKey(resource.Properties)) continue;
    const wanted = wants.get(resource.Type);
    const strip = WITHOUT_KEY[resource.Type] ?? (refused ? REFUSED_KEY[resource.Type] : undefined);
    if (!wanted && strip && resource.Properties) {
      strip(resource.Properties as Props);
      continue;
    }
    // by control: "NCA-ECC 2-8-3-3" -> "HandlerLogs (logs-kms-encryption)"
    const controls = wanted ? [...new Set(wanted.map((w) => `${w.framework} ${w.control}`))] : [''];
    for (const control of controls) {
      const rules = [
        ...new Set(
          (wanted ?? []).filter((w) => `${w.framework} ${w.control}` === control).map((w) => w.rule),
        ),
      ];
      kept.set(control, [...(kept.get(control) ?? []), rules.length ? `${id} (${rules.join(', ')})` : id]);
    }
  }
  (key.Properties as Props).Description = keyDescription(kept);
}

/** How the key's description opens once it says which controls want it (the review quotes it). */
export const KEY_PURPOSE_OPENS = "the design's one customer managed key";

/** "the design's one customer managed key: NCA-ECC 2-8-3-3 asks for one on HandlerLogs (logs-kms-encryption), ..." */
function keyDescription(kept: Map<string, string[]>): string {
  const parts = [...kept].map(([control, ids]) => {
    const shown =
      ids.length > 4 ? `${ids.slice(0, 4).join(', ')} and ${ids.length - 4} more` : ids.join(', ');
    return control
      ? `${control} asks for one on ${shown}`
      : `${shown} use it, as their service takes no other key`;
  });
  return `${KEY_PURPOSE_OPENS}: ${parts.join('; ')}.`.slice(0, 8192);
}

/**
 * Once everything is written: a key nothing refers to any more is dropped, with the grants on it.
 */
export function dropUnusedKey(ctx: SynthesisContext): void {
  if (!ctx.resources[KEY_ID]) return;
  const users = Object.entries(ctx.resources).filter(
    ([id, r]) => id !== KEY_ID && r.Type !== 'AWS::IAM::Role' && refersToKey(r.Properties),
  );
  // a template holds at least one resource: a design that builds nothing else keeps its key
  if (users.length > 0 || refersToKey(ctx.outputs) || Object.keys(ctx.resources).length === 1) return;
  delete ctx.resources[KEY_ID];
  for (const resource of Object.values(ctx.resources)) {
    if (resource.Type !== 'AWS::IAM::Role') continue;
    const policies = ((resource.Properties as Props)?.Policies ?? []) as {
      PolicyDocument?: { Statement?: Props[] };
    }[];
    for (const policy of policies) {
      const statements = policy.PolicyDocument?.Statement;
      if (!statements) continue;
      policy.PolicyDocument = {
        ...policy.PolicyDocument,
        Statement: statements.flatMap((s) => {
          if (!refersToKey(s.Resource)) return [s];
          const rest = (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).filter((r) => !refersToKey(r));
          return rest.length > 0 ? [{ ...s, Resource: rest }] : [];
        }),
      };
    }
    (resource.Properties as Props).Policies = policies.filter(
      (p) => (p.PolicyDocument?.Statement ?? []).length > 0,
    );
  }
}

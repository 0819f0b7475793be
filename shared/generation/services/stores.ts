import { VALUE_WORDS } from '../properties/words';
import { addApiOrigin } from '../synthesis/api-origin';
import { READERS_SAID } from './aurora';
import { ENGINE_PARAMETER_SETTINGS } from './engine-parameters';
import { mountInFunction } from './file-mount';
import type { ServiceSpec } from './types';

/** Redis as briefs write it, from the one list of its written forms (properties/words.ts). */
const REDIS_NAMED = new RegExp(
  (VALUE_WORDS.redis ?? []).map((w) => (/^[a-z]/.test(w) ? `\\b${w}\\b` : w)).join('|'),
);

/**
 * Families the existing building blocks create (shared/generation/synthesis/blocks/): naming one
 * adds the workload the block is built for, with all that block's controls.
 */
function viaBlock(
  spec: Omit<ServiceSpec, 'cost'> & Pick<ServiceSpec, 'workload'>,
  cost: ServiceSpec['cost'],
): ServiceSpec {
  return { ...spec, cost };
}

export const cognito = viaBlock(
  {
    id: 'cognito',
    family: 'Cognito',
    label: 'Amazon Cognito user pool',
    names: /\b(amazon cognito|cognito( user pools?)?)\b/,
    phrases: /\b(user pools?|sign[- ]?in|sign[- ]?up|log ?in|authenticat\w+|jwt|oauth|user accounts?)\b/,
    arabic: /(كوجنيتو)/,
    arabic_phrases: /(تسجيل الدخول|تسجيل المستخدمين|مصادق[ةه]|حسابات المستخدمين)/,
    // MFA the brief makes required or optional: the user directory's option
    stated_settings: [
      {
        key: 'mfa',
        words:
          /\b(?:optional (?:mfa|multi[- ]factor|2fa|(?:two|2)[- ]factor)|(?:mfa|multi[- ]factor(?: authentication)?|2fa|(?:two|2)[- ]factor(?: authentication)?) (?:is |as )?optional)\b/,
        value: 'OPTIONAL',
        anywhere: true,
        label: 'MFA',
        shows: { types: ['AWS::Cognito::UserPool'], path: 'MfaConfiguration' },
      },
      {
        key: 'mfa',
        words:
          /\b(?:(?:mfa|multi[- ]factor(?: authentication)?|2fa|(?:two|2)[- ]factor(?: authentication)?) (?:is |are )?(?:required|mandatory|enforced|compulsory|for every(?:one|body))|(?:require[sd]?|enforce[sd]?|mandatory|must (?:use|have|set up|enable)|(?:have|has|need|needs) to (?:use|set up|enable)) (?:an? )?(?:mfa|multi[- ]factor|2fa|(?:two|2)[- ]factor))\b|(?:التحقق الثنائي|المصادق[ةه] الثنائي[ةه]|mfa)\s*(?:إلزامي|إجباري|اجباري|الزامي)|(?:يتطلب|تتطلب|يشترط|تشترط|يلزم|إلزامي[ةه]?|إجباري[ةه]?)\s+(?:استخدام\s+|تفعيل\s+)?(?:التحقق الثنائي|المصادق[ةه] الثنائي[ةه]|التحقق بخطوتين|mfa)/,
        value: 'ON',
        anywhere: true,
        label: 'MFA',
        shows: { types: ['AWS::Cognito::UserPool'], path: 'MfaConfiguration' },
      },
    ],
    workload: 'user-sign-in',
    target: {
      actions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser', 'cognito-idp:ListUsers'],
      arn: (n) => ({ 'Fn::GetAtt': [n.main, 'Arn'] }),
    },
  },
  'request',
);

export const rds = viaBlock(
  {
    id: 'rds',
    family: 'RDS',
    label: 'Amazon RDS database',
    names: /\b(amazon rds|rds|aurora( serverless)?( postgres(ql)?| mysql)?|postgres(ql)?|mysql|mariadb)\b/,
    phrases: /\b(relational databases?|sql databases?)\b/,
    arabic: /(بوستجر[ي]?س|ماي ?إس ?كيو ?إل|أورورا)/,
    arabic_phrases: /(قاعدة بيانات علائقي[ةه])/,
    // its engines: "Postgres, not MySQL" refuses the engine, never the database
    kinds: /\b(?:postgres(?:ql)?|mysql|mariadb)\b|(?:بوستجر[ي]?س|ماي ?إس ?كيو ?إل)/,
    // named, the plain tables of the brief are its own
    claims: [{ service: 'dynamodb', phrase: /^(tables?|(و|ب|ل)?(ال)?(جدول|جداول))$/ }],
    stated_settings: [
      { key: 'instance_class', words: /\b(db\.[a-z0-9]+\.[a-z0-9]+)\b/, as: 'name' },
      { key: 'storage_gb', words: /(\d[\d,]* ?(?:gb|tb))\b (?:of )?(?:storage|disk)/, as: 'gigabytes' },
      // read in the sentences that speak of the database: a count of replicas elsewhere is another service's
      ...READERS_SAID.map((setting) => ({ ...setting, anywhere: false })),
      // engine parameters (time zone, connection limit, TLS only, slow queries): a parameter group
      ...ENGINE_PARAMETER_SETTINGS,
    ],
    workload: 'relational-database',
    // a caller signs in as the application's database user with IAM authentication, is told the
    // endpoint, and is let through the database's group on its port
    target: {
      actions: ['rds-db:connect'],
      arn: (n) => ({
        'Fn::Sub': `arn:\${AWS::Partition}:rds-db:\${AWS::Region}:\${AWS::AccountId}:dbuser:\${${n.main}.DbiResourceId}/app_user`,
      }),
      env: (n) => ({ 'Fn::GetAtt': [n.main, 'Endpoint.Address'] }),
    },
    admits: (ctx, n) => {
      const store = ctx.dataStoreGroups.find((s) => s.block === n.name);
      return store ? { group: store.group, port: store.port } : undefined;
    },
  },
  'hourly',
);

export const elasticache = viaBlock(
  {
    id: 'elasticache',
    family: 'ElastiCache',
    label: 'Amazon ElastiCache (Valkey/Redis)',
    names: /\b(amazon elasticache|elasticache|redis|valkey|memcached)\b/,
    phrases: /\b(in[- ]memory cache|caching layer)\b/,
    arabic: /(ريديس|ريدس|ريدز)/,
    arabic_phrases: /(ذاكر[ةه] تخزين مؤقت|التخزين المؤقت|كاش)/,
    stated_settings: [
      { key: 'node_type', words: /\b(cache\.[a-z0-9]+\.[a-z0-9]+)\b/, as: 'name' },
      // Redis named is Redis OSS, not swapped for Valkey; its written forms are the engine value's words
      { key: 'engine', words: REDIS_NAMED, value: 'redis' },
    ],
    workload: 'cache',
    // a caller reads the auth token clients present, is told the primary endpoint, and is let
    // through the cache's group on its port
    target: {
      actions: ['secretsmanager:GetSecretValue'],
      arn: (n) => ({ Ref: `${n.name}AuthToken` }),
      env: (n) => ({ 'Fn::GetAtt': [n.main, 'PrimaryEndPoint.Address'] }),
    },
    admits: (ctx, n) => {
      const store = ctx.dataStoreGroups.find((s) => s.block === n.name);
      return store ? { group: store.group, port: store.port } : undefined;
    },
  },
  'hourly',
);

export const efs = viaBlock(
  {
    id: 'efs',
    family: 'EFS',
    label: 'Amazon EFS file system',
    names: /\b(amazon efs|efs|elastic file system)\b/,
    phrases: /\b(nfs|shared file ?systems?|posix file ?systems?)\b/,
    arabic: /(إي إف إس)/,
    arabic_phrases: /(نظام ملفات مشترك)/,
    workload: 'shared-files',
    vpc: true,
    // a caller mounts it with IAM authorisation, is told its id, and is let through its NFS group
    target: {
      actions: ['elasticfilesystem:ClientMount', 'elasticfilesystem:ClientWrite'],
      read_only: ['elasticfilesystem:ClientMount'],
      arn: (n) => ({ 'Fn::GetAtt': [n.main, 'Arn'] }),
    },
    admits: (ctx, n) => {
      const store = ctx.dataStoreGroups.find((s) => s.block === n.name);
      return store ? { group: store.group, port: store.port } : undefined;
    },
    attach: (ctx, caller, node) =>
      mountInFunction(
        ctx,
        caller,
        node,
        'Arn',
        ctx.fileSystems.find((f) => f.fileSystem === node.main)?.path ?? '/mnt/shared',
      ),
  },
  'storage',
);

export const opensearch = viaBlock(
  {
    id: 'opensearch',
    family: 'OpenSearch',
    label: 'Amazon OpenSearch Service domain',
    names: /\b(amazon opensearch( service| serverless)?|opensearch|elasticsearch)\b/,
    phrases: /\b(full[- ]text search|search index|log analytics|kibana)\b/,
    arabic: /(أوبن ?سيرش|اوبن ?سيرش)/,
    arabic_phrases: /(محرك بحث|البحث النصي)/,
    stated_settings: [
      { key: 'instance_type', words: /\b([a-z0-9]+\.[a-z0-9]+\.search)\b/, as: 'name' },
      {
        key: 'instance_count',
        words: /\b(\d+)(?: (?:data )?nodes|-nodes?)\b|(\d+) (?:عقد|عقد[ةه]|نود|نودات)(?![\u0621-\u064a])/,
        as: 'count',
      },
    ],
    workload: 'search',
  },
  'hourly',
);

export const cloudfront = viaBlock(
  {
    id: 'cloudfront',
    family: 'CloudFront',
    label: 'Amazon CloudFront distribution',
    names: /\b(amazon cloudfront|cloudfront|cdn)\b/,
    phrases:
      /\b(static (web ?)?sites?|static websites?|front[- ]?end hosting|single[- ]page app(lication)?s?|spa)\b/,
    arabic: /(كلاود ?فرونت)/,
    arabic_phrases: /(شبك[ةه] توصيل المحتوى|موقع ثابت)/,
    workload: 'static-site',
    // in front of a REST API: served under /api/*, the API reachable only through the distribution
    emits: 'push',
    sends_to: ['api-gateway'],
    sends_when:
      /\b(in front of|fronts|fronting|behind (amazon )?(cloudfront|the cdn|a cdn)|through (amazon )?cloudfront)\b|أمام|خلف (كلاود ?فرونت|cloudfront)/,
    push(ctx, from, to) {
      if (to.service === 'api-gateway') addApiOrigin(ctx, from, to);
    },
  },
  'request',
);

export const glue = viaBlock(
  {
    id: 'glue',
    family: 'Glue',
    label: 'AWS Glue catalog (with Athena)',
    names: /\b(aws glue|glue( jobs?| crawlers?| catalog| data catalog)?|amazon athena|athena)\b/,
    phrases: /\b(data ?lakes?|etl|data catalog|query (the )?(data|logs|files) (in|on) s3)\b/,
    arabic: /(غلو|جلو|أثينا)/,
    arabic_phrases: /(بحيرة البيانات|استخراج وتحويل وتحميل)/,
    workload: 'data-lake',
    // a crawler that catalogs what lands ("crawl it with Glue", "Glue catalogs what lands there",
    // "زاحف Glue", "فهرس بيانات من Glue يُحدَّث كل أحد"): the data lake's crawler
    stated_settings: [
      {
        key: 'crawler',
        words:
          /\bcrawl(?:s|ed|er|ers|ing)?\b|\bcatalog(?:ue)?s (?:what|whatever|the (?:files|data|objects|events)|it|them)\b|(?:زاحف|يزحف|الزحف)|(?:فهرس|كتالوج) (?:ال)?بيانات[^.؛\n]{0,30}(?:يحدث|تحديث|يتحدث)/,
        value: true,
        anywhere: true,
      },
    ],
  },
  'request',
);

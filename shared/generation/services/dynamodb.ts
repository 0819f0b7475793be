import { getAtt } from '../../cfn/build';
import { ATTRIBUTE, ATTRIBUTE_BEFORE } from './names';
import type { ServiceSpec } from './types';

/**
 * "partition key orderId", "sort key: createdAt", "مفتاح التقسيم bookingId": a key's name after its
 * words, or before them ("orderId as the partition key"), or followed by its key type in brackets
 * ("ArtistId (HASH)").
 */
const keyNamed = (words: string, bracketed?: string, written?: string) =>
  new RegExp(
    `(?:${words})${ATTRIBUTE}|${ATTRIBUTE_BEFORE}(?:${words})${bracketed ? `|\\b([a-z_][a-z0-9_.-]{0,254})\\s*\\((?:${bracketed})\\)` : ''}${written ? `|${written}` : ''}`,
  );

/** A key attribute's type by the words a brief says it in ("a number", "(String)", "of type S", "من نوع رقم"). */
const ATTRIBUTE_TYPES: readonly (readonly ['S' | 'N' | 'B', RegExp])[] = [
  ['N', /^(?:n|number|numeric|integer|رقم|رقمي)$/],
  ['B', /^(?:b|binary|ثنائي)$/],
  ['S', /^(?:s|string|نص|نصي)$/],
];
const TYPE_WORD = String.raw`(number|numeric|integer|binary|string|n|b|s|رقم|رقمي|ثنائي|نص|نصي)(?![a-z\u0621-\u064a])`;

/** The DynamoDB type (`S`, `N`, `B`) of a key the brief types in words; a string when it says none. */
export const attributeType = (said: unknown): 'S' | 'N' | 'B' =>
  ATTRIBUTE_TYPES.find(([, words]) => words.test(String(said ?? '').toLowerCase()))?.[0] ?? 'S';

/**
 * A key's type, after its words ("partition key is deviceId, a number", "sort key ts (number)",
 * "مفتاح التقسيم من نوع رقم") or before them ("email (String) is the partition key", "ID of type S
 * used as the HASH key").
 */
const keyTyped = (words: string) =>
  new RegExp(
    `(?:${words})[^.;()]{0,30}?(?:\\(|\\b(?:of type|type|is an?|as an?|an?)\\s+|(?:من نوع|نوعه|نوعها)\\s+)${TYPE_WORD}|\\(${TYPE_WORD}\\)\\s+(?:is|as|used as)\\s+(?:the |a )?(?:${words})|\\bof type ${TYPE_WORD} (?:used as|as|is) (?:the |a )?(?:${words})`,
  );

/** An attribute's name as a CloudFormation engineer writes it, maybe quoted, maybe typed in brackets ("seq (N)"). */
const KEY_NAME = String.raw`[\x60'"‘“]?([a-z_][a-z0-9_.-]{0,254})[\x60'"’”]?`;
const UNKEPT_NAME = String.raw`[\x60'"‘“]?[a-z_][a-z0-9_.-]{0,254}[\x60'"’”]?`;
const TYPED = String.raw`(?:\s*\([^)]{1,12}\))?`;
/** What joins the second attribute of a pair to the first, then the second (kept or not). */
const SECOND = (name: string) => String.raw`${TYPED}\s*(?:,|\band\b|&|\+|و)\s*(?:and\s+)?${name}`;
/**
 * The key attributes said in CloudFormation's own words, the partition key's first and the sort
 * key's second: a key schema ("KeySchema: VehicleId HASH, TripStart RANGE"), an attribute name with
 * its key type ("AttributeName Album and KeyType HASH"), the two attribute definitions a table
 * keyed on them has ("attribute definitions are tenantCode (S) and seq (N)"), or a composite key
 * ("a composite primary key of AccountNo and PostedAt", "مفتاح مركب من storeId و skuCode").
 */
const keysWritten = (keyType: 'hash' | 'range') => {
  const definitions = String.raw`\battribute ?definitions?\s*(?:are|is|of|:|=)?\s*`;
  const composite = String.raw`(?:\bcomposite (?:primary )?key|مفتاح (?:ال)?مركب)\s*(?:of|made (?:up )?of|from|:|=|is|من)?\s*`;
  // a table's key or keys said alone, then two names: the partition key's and the sort key's
  // ("keys truckId and ts", "(المفتاح storeId و saleDate)"), never a key of its own kind's words
  const bare = String.raw`(?<!(?:partit?i?on|sort|hash|range|primary|its|whose|kms|api|ssh) )(?:\bkeys?|(?<![\u0621-\u064a])(?:ال)?(?:مفتاح|مفاتيح)(?:ه|ها)?)\s*(?:are|is|:|=|هي|هو)?\s*(?=[\x60'"‘“]?[a-z_][a-z0-9_.-]*[\x60'"’”]?${SECOND(UNKEPT_NAME)}(?!\s+(?:keys?|مفتاح)\b))`;
  const own = [
    String.raw`\bkey ?schema\b[^.;]{0,80}?\b${KEY_NAME}\s+\(?${keyType}\b`,
    String.raw`\battribute ?name\s*[:=]?\s*${KEY_NAME}\s*,?\s*(?:and\s+|with\s+)?(?:an?\s+)?key ?type\s*[:=]?\s*(?:of\s+)?${keyType}\b`,
  ];
  // a pair with nothing after it: a third attribute would be an index's, not the sort key
  const pair = (words: string) =>
    keyType === 'hash'
      ? `${words}${KEY_NAME}(?=${SECOND(UNKEPT_NAME)})`
      : String.raw`${words}${UNKEPT_NAME}${SECOND(KEY_NAME)}${TYPED}(?!\s*(?:,|\band\b)\s*[a-z_])`;
  return [...own, pair(definitions), pair(composite), pair(bare)].join('|');
};

/** The words that say a secondary index, global or local ("GSI", "a local secondary index"). */
const INDEX_WORDS = String.raw`(?:\b(?:gsi|lsi|(?:global |local )?secondary index|index)|(?<![\u0621-\u064a])(?:و|ب|ل)?(?:ال)?فهرس(?: (?:ال)?ثانوي)?(?: (?:ال)?(?:عام|عالمي|محلي))?)`;
/** The words that give an index its name ("a GSI named byStatus", "فهرس باسم byCity"). */
const INDEX_NAMING = String.raw`(?:named|called|باسم|اسمه|اسمها|يسمى|تسمى)`;
/** An index's name written after its words ("a GSI named CustomerIndex", "a GSI GameTitleIndex with ..."). */
const INDEX_NAMED = String.raw`${INDEX_WORDS}\s+(?:${INDEX_NAMING}\s+)?(?!(?:on|by|for|keyed|with|whose|that|which|where|and|to|of)\b)[\x60'"‘“]?([a-z_][a-z0-9_.-]{2,254})`;
/**
 * A name a clause about an index gives as one of its keys, before the key's words ("with GameTitle
 * as partition key", "and TopScore as sort key") or after them ("with partition key state").
 */
const indexKeyAs = (key: string) =>
  String.raw`${INDEX_WORDS}\b[^.;]{0,100}?\b(?:with|and)\s+[\x60'"‘“]?([a-z_][a-z0-9_.-]{0,254})[\x60'"’”]?\s+as\s+(?:the\s+|its\s+)?(?:${key})\b|${INDEX_WORDS}\b[^.;]{0,100}?\b(?:with|and|whose)\s+(?:an?\s+|its\s+|the\s+)?(?:${key})\s+(?:is\s+|of\s+|named\s+|called\s+)?(?!(?:of|is|as|the|an?)\b)${KEY_NAME}`;

/** "a GSI whose partition key is Status and sort key CreatedAt", "فهرس مفتاحه status": the index's keys, not the table's. */
const INDEX_CLAUSE = new RegExp(`${INDEX_WORDS}|(?<![\u0621-\u064a])(?:ال)?فهرس`);

const PARTITION_WORDS = String.raw`\b(?:partit?i?on|hash|primary) key|\b(?:whose|its) key\b|مفتاح (?:ال)?(?:تقسيم|أساسي|تجزئ[ةه])`;
const SORT_WORDS = String.raw`\b(?:sort|range) key|مفتاح (?:ال)?(?:فرز|ترتيب)`;

export const dynamodb: ServiceSpec = {
  id: 'dynamodb',
  family: 'DynamoDB',
  label: 'Amazon DynamoDB table',
  names: /\b(amazon dynamodb|dynamo ?db( tables?| streams?)?|dynamo)\b/,
  // a plain "table" ("write the readings to a table", "جدول الطلبات") is a DynamoDB table, unless it
  // is another store's (a route table, an Athena table) or a relational database named in the
  // brief claims it (rds in stores.ts)
  phrases:
    /\b(checkpoint\w*|state persistence|persist(ed|s)? (the )?state|durable functions?|idempotency|connection ids?|amazon dynamodb|dynamo ?db( tables?| streams?)?|dynamo|nosql (table|database)|key[- ]value (table|store)|(?<!(?:route|routing|athena|glue|timestream|iceberg|redshift|s3|hive|delta|lookup|data|pivot|time|ip|rds|sql|postgres|postgresql|mysql|aurora|hash|crawler|lake|external|temp|temporary) )tables?)\b|(?<![\u0621-\u064a])(?:و|ب|ل)?(?:ال)?(?:جدول|جداول)(?![\u0621-\u064a])(?! (?:ال)?(?:زمني|اعمال|أعمال))/,
  arabic: /(داينامو|دينامو)/,
  arabic_phrases: /(جدول nosql|قاعدة بيانات nosql)/,
  cost: 'request',
  emits: 'poll',
  source_when:
    /\b(streams?|change data capture|cdc|on (every )?(insert|update|change|write)s?|item changes?)\b|(تدفق|تغييرات)/,
  sends_to: ['lambda', 'eventbridge-pipes', 'kinesis'],
  target: {
    actions: [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:Query',
      'dynamodb:BatchWriteItem',
    ],
    read_only: ['dynamodb:GetItem', 'dynamodb:Query'],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  read: [
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
    'dynamodb:DescribeStream',
    'dynamodb:ListStreams',
  ],
  poll_arn: (n) => getAtt(n.main, 'StreamArn'),
  workload: 'key-value',
  // the key, index and expiry attributes the brief names: the table's options, kept as written
  stated_settings: [
    {
      key: 'partition_key',
      words: keyNamed(
        String.raw`\b(?:partit?i?on|hash|primary) key(?: attribute)?|\b(?:partit?i?on|hash|key) attribute|\bkeyed (?:by|on)|\bpk\b|(?:ال)?مفتاح(?:ه|ها)? (?:ال)?(?:تقسيم|أساسي|اساسي|تجزئ[ةه])|(?<![\u0621-\u064a])(?:و|ف|ب)?(?:ال)?مفتاح(?:ه|ها)?(?= (?:اسمه|اسمها|باسم|هو) | (?!kms\b|api\b|ssh\b|aws\b)[a-z_][a-z0-9_]*\b)|اسم (?:ال)?مفتاح`,
        '(?:hash|partition)(?: key)?',
        keysWritten('hash'),
      ),
      as: 'attribute',
      notIn: INDEX_CLAUSE,
      shows: {
        types: ['AWS::DynamoDB::Table', 'AWS::DynamoDB::GlobalTable'],
        path: 'KeySchema.*.AttributeName',
        op: 'includes',
      },
    },
    {
      key: 'sort_key',
      words: keyNamed(
        String.raw`\b(?:sort|range) key(?: attribute)?|\b(?:sort|range) attribute|\bsk\b|(?:ال)?مفتاح(?:ه|ها)? (?:ال)?(?:فرز|ترتيب)`,
        '(?:range|sort)(?: key)?',
        keysWritten('range'),
      ),
      as: 'attribute',
      notIn: INDEX_CLAUSE,
      shows: {
        types: ['AWS::DynamoDB::Table', 'AWS::DynamoDB::GlobalTable'],
        path: 'KeySchema.*.AttributeName',
        op: 'includes',
      },
    },
    { key: 'partition_key_type', words: keyTyped(PARTITION_WORDS), label: 'partition key type' },
    { key: 'sort_key_type', words: keyTyped(SORT_WORDS), label: 'sort key type' },
    {
      key: 'index_key',
      words: new RegExp(
        `${indexKeyAs('(?:partition|hash) key')}|${
          keyNamed(
            String.raw`${INDEX_WORDS}(?: ${INDEX_NAMING} [\x60'"‘“]?[a-z_][a-z0-9_.-]*[\x60'"’”]?)? (?:keyed )?(?:on|by|for|على|حسب)`,
          ).source
        }`,
      ),
      as: 'attribute',
      label: 'index on',
      shows: {
        types: ['AWS::DynamoDB::Table', 'AWS::DynamoDB::GlobalTable'],
        path: 'GlobalSecondaryIndexes.*.KeySchema.*.AttributeName',
        op: 'includes',
      },
    },
    // what else the brief says of its index: its name, its sort key, its key's type, whether it is local
    { key: 'index_name', words: new RegExp(INDEX_NAMED), as: 'attribute', label: 'index name' },
    {
      key: 'index_sort_key',
      words: new RegExp(indexKeyAs('(?:sort|range) key')),
      as: 'attribute',
      label: 'index sort key',
    },
    {
      key: 'index_key_type',
      words: keyTyped(
        String.raw`${INDEX_WORDS}(?: (?:named|called) [\x60'"‘“]?[a-z_][a-z0-9_.-]*[\x60'"’”]?)? (?:keyed )?(?:on|by|for)`,
      ),
      label: 'index key type',
    },
    { key: 'index_local', words: /\b(?:lsi|local secondary index)\b/, value: true },
    {
      key: 'ttl_attribute',
      // "تنتهي صلاحية كل سجل حسب الحقل expiresAt": the expiry (صلاحية) is the field's; "items expire
      // after 24 hours using the expiresAt attribute": the attribute the expiry is read from
      words: new RegExp(
        `${String.raw`\b(?:ttl|expir\w+)\b[^.;,]{0,40}?\b(?:using|via|by|from|on|in)\s+(?:the\s+|its\s+|an?\s+)?((?!ttl\b)[a-z_][a-z0-9_.-]{0,254})\s+(?:attribute|field)\b`}|${
          keyNamed(
            String.raw`\b(?:ttl|time[- ]to[- ]live|expir\w+)(?: attribute)?(?: (?:called|named))?|صلاحي[ةه](?: [\u0621-\u064a]+){0,3}? (?:حسب|ب|من)`,
          ).source
        }`,
      ),
      as: 'attribute',
      label: 'expiry attribute',
      shows: {
        types: ['AWS::DynamoDB::Table', 'AWS::DynamoDB::GlobalTable'],
        path: 'TimeToLiveSpecification.AttributeName',
      },
    },
  ],
};

import type { StatedSetting } from './types';

/**
 * Engine parameters a brief states for a relational database ("the database time zone is
 * Asia/Riyadh", "max_connections 500", "log queries slower than 2 seconds", "force SSL",
 * "المنطقة الزمنية لقاعدة البيانات توقيت الرياض", "فرض SSL"). Each is one setting of the RDS and
 * Aurora families under an engine-neutral key; synthesis writes it under the engine's own name in
 * a parameter group attached to the database (synthesis/parameter-groups.ts), and the checklist
 * asserts it there: PostgreSQL and MySQL name some parameters differently (`timezone`,
 * `time_zone`), so a setting shows at either name.
 */

/** The parameter groups a stated engine parameter shows in: an instance's, or an Aurora cluster's. */
const GROUPS = ['AWS::RDS::DBParameterGroup', 'AWS::RDS::DBClusterParameterGroup'] as const;

/** The words that say a database, before or after a parameter's own words. */
const DATABASE = '(?:databases?|db|rds|postgres(?:ql)?|mysql|mariadb|aurora|instances?|clusters?|server)';

export const ENGINE_PARAMETER_SETTINGS: readonly StatedSetting[] = [
  {
    // "time zone is Asia/Riyadh", "timezone = UTC", "DB time zone set to Riyadh time", "المنطقة الزمنية للقاعدة توقيت الرياض"
    key: 'db_timezone',
    words: new RegExp(
      String.raw`\b(?:time_zone|timezone|time zone)\b(?:\s+(?:parameter|setting))?(?:\s+(?:of|for|on)\s+(?:the\s+)?${DATABASE})?\s*(?:is|to|set to|=|:|as|in|at|should be|must be)?\s*((?:africa|america|asia|atlantic|australia|europe|indian|pacific)\/[a-z_]+(?:\/[a-z_]+)?|[a-z]+(?: [a-z]+)?)|(?:المنطق[ةه] الزمني[ةه]|توقيت|time ?zone)\s+(?:ل|ال)?(?:قاعد[ةه] البيانات|الداتابيس|القاعد[ةه]|لقاعد[ةه] البيانات)\s*(?:هي|على|=|:)?\s*((?:(?:ب)?(?:ال)?توقيت\s+)?\S+|(?:africa|america|asia|europe)\/[a-z_]+)`,
    ),
    as: 'zone',
    anywhere: true,
    label: 'database time zone',
    shows: { types: GROUPS, path: 'Parameters.timezone', also: ['Parameters.time_zone'] },
  },
  {
    // "max_connections 500", "a maximum of 300 connections", "up to 200 concurrent connections", "الحد الأقصى للاتصالات 500"
    key: 'max_connections',
    words:
      /\bmax(?:imum)?[_ ]connections?\b(?:\s+(?:parameter|setting))?\s*(?:of|to|set to|=|:|at|is)?\s*(\d[\d,]*)|\b(?:a )?(?:maximum|max|up to|at most) (?:of )?(\d[\d,]*) (?:concurrent |simultaneous |database |db )?connections\b|(?:الحد الأقصى|حد أقصى|الحد الاقصى)\s+(?:لل|من ال)?(?:اتصالات|الاتصالات|اتصال)\s*(?:هو|=|:)?\s*(\d+)/,
    as: 'count',
    anywhere: true,
    min: 1,
    max: 100000,
    label: 'maximum connections',
    shows: { types: GROUPS, path: 'Parameters.max_connections' },
  },
  {
    // "force SSL", "require TLS for every connection", "SSL is required", "rds.force_ssl", "فرض SSL", "اتصالات TLS فقط"
    key: 'force_ssl',
    words:
      /\b(?:force[sd]?|enforce[sd]?|require[sd]?|mandatory|only)\s+(?:an?\s+)?(?:ssl|tls)(?:\/tls)?\b|\b(?:ssl|tls)(?:\/tls)?(?:\s+connections?)?\s+(?:is |are |must be |should be )?(?:required|enforced|mandatory|only)\b|\brds\.force_ssl\b|\brequire_secure_transport\b|\b(?:reject|refuse|deny)\w*\s+(?:all\s+)?(?:un(?:encrypted|secured?)|plain[- ]?text|non[- ](?:ssl|tls))\s+connections?\b|(?:فرض|إجبار|اجبار|إلزام|الزام|يفرض|تفرض)\s+(?:اتصالات\s+|الاتصال\s+(?:عبر\s+|ب)?)?(?:ssl|tls)|(?:ssl|tls)\s+(?:إلزامي|إجباري|اجباري|الزامي|فقط)/,
    value: true,
    anywhere: true,
    label: 'encrypted connections only',
    shows: {
      types: GROUPS,
      path: 'Parameters.rds.force_ssl',
      also: ['Parameters.require_secure_transport'],
      op: 'set',
    },
  },
  {
    // "slow query log", "log slow queries", "سجل الاستعلامات البطيئة"
    key: 'slow_query_log',
    words:
      /\bslow[- ]?(?:query|queries|sql)(?:[- ]log(?:s|ging)?)?\b|\blog(?:s|ging)?\s+(?:all\s+)?(?:queries|statements)\s+(?:slower|longer|taking longer|that take longer|over|above|exceeding)\b|(?:سجل|تسجيل|سجلات)\s+(?:ال)?استعلامات\s+(?:ال)?بطيئ[ةه]|(?:ال)?استعلامات\s+(?:ال)?بطيئ[ةه]/,
    value: true,
    anywhere: true,
    label: 'slow query log',
    shows: {
      types: GROUPS,
      path: 'Parameters.log_min_duration_statement',
      also: ['Parameters.slow_query_log'],
      op: 'set',
    },
  },
  {
    // "log queries slower than 2 seconds", "slow query log at 3 s", "الاستعلامات الأبطأ من 2 ثانية"
    key: 'slow_query_seconds',
    words:
      /\b(?:slow[- ]?quer(?:y|ies)|long_query_time|log_min_duration_statement|(?:queries|statements)\s+(?:that\s+)?(?:run\s+|take\s+|taking\s+)?(?:slower|longer|more)\s+than|(?:queries|statements)\s+(?:over|above|exceeding))\b[^.;]{0,30}?(\d+(?:\.\d+)?\s*(?:seconds?|secs?|s)\b)|(?:ال)?استعلامات[^.،]{0,30}?(?:أبطأ|أطول|أكثر)\s+من\s+(\d+\s*(?:ثوان[يٍ]?|ثانية|ثواني))/,
    as: 'seconds',
    anywhere: true,
    label: 'slow query threshold in seconds',
    // MySQL's in seconds, PostgreSQL's in milliseconds
    shows: {
      types: GROUPS,
      path: 'Parameters.long_query_time',
      also: [{ path: 'Parameters.log_min_duration_statement', scale: 1000 }],
    },
  },
];

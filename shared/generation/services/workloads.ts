import type { WorkloadKind } from '../requirements';

/**
 * The words of the building blocks, by the workload each builds (a web application, an API, a
 * queue worker, a relational database...): vocabulary data beside the service families, which
 * the offline reader matches on the lower-cased brief. Order matters where noted.
 */
/**
 * What an application keeps ("orders", "bookings"): a relational database when the brief names no
 * database, else the data of the one it names ("export the orders from DynamoDB").
 */
export const KEPT_DATA =
  /\b(transactions|orders|inventory|erp|crm|accounting|ledger|records|bookings|reservations)\b/;

/** Workloads that hold what a brief keeps when it names them: its "records" are theirs, not a database's. */
export const HOLDS_KEPT_DATA: readonly WorkloadKind[] = [
  'key-value',
  'streaming',
  'file-storage',
  'data-lake',
  'shared-files',
  'search',
];

export const WORKLOAD_PATTERNS: readonly [WorkloadKind, RegExp][] = [
  // shared files and search come first: their phrases ("shared file system", "log analytics") are
  // taken out of the brief before the broader patterns below read it (CLAIMING_KINDS)
  [
    'shared-files',
    /\b(efs|elastic file system|nfs|share (files|a file ?system|storage)|shared (file ?systems?|file storage|files|storage|folders?|drives?|volumes?|disks?)|network file ?(systems?|shares?)|file ?shares?|posix file ?systems?|persistent (storage|volumes?) for (the |our )?(containers|tasks|instances|servers))\b/,
  ],
  [
    'search',
    /\b(open ?search|elastic ?search|elk( stack)?|kibana|full[- ]text search|search engine|search (index|indexes|indices|cluster|service|box|bar)|(product|site|catalog(ue)?|document|keyword) search|fuzzy search|autocomplete|type[- ]ahead|log analytics)\b/,
  ],
  [
    'static-site',
    /\b(static (web ?)?site|landing (page|site)|status page|holding page|marketing (site|website|page)|brochure|documentation site|docs site|blog|portfolio site|(single|one)[- ]page (app|site|website)|spa)\b|موقع (?:ال)?ثابت|مواقع ثابت[ةه]|صفح[ةه] (?:ال)?هبوط|مدون[ةه]/,
  ],
  [
    'web-app',
    /\b(web ?app(lication)?s?|website|web site|portal|e-?commerce|online (shop|store)|web ?shop|storefront|wordpress|cms|dashboard|intranet|booking (site|system)|web (?:pages?|forms?)|web servers?|web front[- ]?ends?|saas|platform for|node\.?js app|django|rails|laravel|php|admin (panel|console|area)|back[- ]?office|control panel|chat (app|application))\b|تطبيق(ات)? ويب|صفح(?:[ةه]|ات) (?:ال)?ويب|موقع إلكتروني|موقع الكتروني|بواب[ةه] إلكتروني[ةه]|موقع(?! جغرافي| الخادم)(?![\u0621-\u064a])|\b(?:mawq[ie]?3|maw8[ie]3)\b|لوح[ةه] (?:ال)?(?:تحكم|معلومات)|متجر إلكتروني|متجر الكتروني|منص[ةه](?![\u0621-\u064a])|(?:خوادم|سيرفرات|(?:خادم|سيرفر)\u200c+) (?:ال)?ويب/,
  ],
  [
    'api',
    // "API calls" a trail records are activity, not an API to host
    /\b(apis?(?! (?:calls?|cals?|activity|activities)\b)|rest(ful)?|graphql|backend|back-end|endpoints?|webhooks?|mobile apps?|microservices?|(chat|slack|teams|telegram|whatsapp) ?bots?|chatbots?|inference)\b|واجه[ةه] برمج[يةه]+|واجهات برمجي[ةه]|تطبيق (?:ال)?(?:جوال|موبايل|هاتف)|خدمات مصغر[ةه]/,
  ],
  [
    'containers',
    /\b(containers?|containeri[sz]ed|docker|ecs|fargate|kubernetes|k8s|microservices)\b|دوكر|كوبرنيتس|كوبرنيتيس/,
  ],
  [
    'worker',
    /\b(queues?|background (jobs?|tasks?|processing|workers?)|workers?|asynchronous|async|job processing|image (resiz\w*|processing)|thumbnails?|transcod\w*|send(ing)? (e-?mails?|notifications?|sms)|notifications?|order processing|process(es|ing)? (orders|uploads|images|videos|files|payments))\b|(?:مهام|معالج[ةه]) (?:في )?(?:ال)?خلفي[ةه]|معالج[ةه] (?:ال)?طلبات|إرسال (?:ال)?(?:إشعارات|رسائل)|ارسال (?:ال)?(?:اشعارات|رسائل)|(?<![\u0621-\u064a])[وف]?(?:ال)?(?:عامل|وركر)(?![\u0621-\u064a\u200c])/,
  ],
  [
    'scheduled-job',
    // "each day" is left out: it usually counts something ("2,000 orders each day"), it does not time it
    /\b(nightly|hourly|weekly|crontabs?|cron|scheduled|schedule|batch jobs?|every (day|night|hour|week|weekend|month|morning|evening|weekday|(mon|tues|wednes|thurs|fri|satur|sun)day|\d+ (minutes?|hours?))|each (night|weekend)|on (weekdays|(mon|tues|wednes|thurs|fri|satur|sun)days)|twice (a|per|each) day|(first|last) day of (each|every|the) month|(daily|monthly) (reports?|jobs?|exports?|batch|sync|statements?|invoices?|summar(y|ies)))\b|(مهمة|مهام)(?: \S+)? (ليلية|مجدولة|يومية|أسبوعية|شهرية)|(?:تقرير|تقارير|كشف|كشوف) (?:\S+ )?شهري[ةه]?|كل ليلة/,
  ],
  // bare "SQL" is a query language, not a database ("make the files queryable with SQL" wants
  // Athena over the lake): a database is what the brief calls one
  [
    'relational-database',
    new RegExp(
      [
        /\b(postgres(ql)?|mysql|mariadb|aurora|oracle|sql server|mssql|db2|sybase|relational|rds|database|db)\b|قاعد[ةه] (?:ال)?بيانات|قواعد (?:ال)?بيانات|(?:ال)?(?:دا|دي)تا ?بيس/,
        KEPT_DATA,
      ]
        .map((r) => r.source)
        .join('|'),
    ),
  ],
  [
    'key-value',
    // a table things are stored in by a plain word ("save the rates in a table", "نحفظها في جدول")
    // that is no other service's table (a route table, a Glue or PostgreSQL one), or billed on demand
    /\b(dynamo(db)?|nosql|key[- ]value|shopping carts?|leaderboards?|device (data|state)|user (profiles|preferences)|session (store|data)|(?:stor|sav|writ|kee|put|record|persist)(?:e|es|ed|ing|s|ps|t)? (?:[\w-]+ ){0,4}?(?:in|to|into) (?:a|an|the|one|our) (?:(?!(?:route|routing|glue|athena|iceberg|hive|redshift|timestream|postgres(?:ql)?|mysql|sql|rds|aurora|lookup|pivot|html|excel)\b)[\w-]+ )?tables?|(?:on[- ]demand|pay[- ]per[- ]request) (?:billing|capacity))\b|(?:[نتي]?حفظ|[نتي]?خزن|تخزين|[نتي]كتب)\S* (?:\S+ ){0,3}?في (?:ال)?جدول(?! (?:ال)?(?:زمني|دراسي|أعمال|اعمال))/,
  ],
  [
    'cache',
    /\b(cache|caching|redis|valkey|memcached|low[- ]latency|session (store|cache))\b|ذاكر[ةه] (?:ال)?(?:تخزين )?(?:ال)?مؤقت[ةه]?|(?:ال)?تخزين (?:ال)?مؤقت|(?<=(?<![\u0621-\u064a])[وفب]?(?:ال)?)كاش(?![\u0621-\u064a])/,
  ],
  [
    'file-storage',
    /\b(uploads?|files?|documents?|images|photos?|videos?|media|pdfs?|attachments?|object storage|s3|buckets?|archives?|scans|invoices|receipts)\b|(?:ال)?(?:ملفات|مستندات|مرفقات|فيديوهات)(?![\u0621-\u064a])|(?:ال)?باكت(?:ات)?(?![\u0621-\u064a])|تخزين (?:ال)?(?:صور|ملفات|مستندات)|(?:تخزين|مخزن|مخازن) (?:ال)?كائنات|أرشيف|ارشيف/,
  ],
  [
    'data-lake',
    /\b(data ?lake|analytics|reporting|business intelligence|bi|athena|data warehouse|(?<!zero[- ])etl|clickstream|log analysis|(collect|centrali[sz]e|aggregate) (the |all )?logs|search (the |our |them|logs)|(ad[- ]hoc )?sql quer(y|ies)|ad[- ]hoc (sql|queries)|(run|write|use) sql|(query|queried|queryable|querying) (\w+ ){0,3}(with|using|in|through|by) sql)\b|بحير[ةه] (?:ال)?بيانات|مستودع (?:ال)?بيانات|تحليل (?:ال)?بيانات|تحليلات/,
  ],
  [
    'streaming',
    /\b((event|data|log) stream(s|ing)?|streaming (data|events|analytics)|stream processing|streamed|real[- ]time (events|data|analytics|tracking)|kinesis|kafka|iot|telemetry|sensors?|clickstream|gps tracking|event ingestion)\b|بث (?:ال)?(?:بيانات|أحداث|احداث)|(?:ال)?مستشعرات|إنترنت الأشياء|انترنت الاشياء|(?:ال)?قياسات عن بعد/,
  ],
  [
    'user-sign-in',
    /\b(log ?(?:in|on)(?:to)?|sign[- ]?in(?:to)?|sign[- ]?up|user accounts?|accounts for (users|customers)|authentication|authenticate|register|registration|cognito|identity|sso|members?hip|customer accounts?|user management|(customer|patient|member|employee|student|citizen|self-service) portal)\b|(?:تسجيل|[يتنأ]?سجل(?:ون|وا)?)(?: \S+){0,3}? (?:ال)?دخول|تسجيل (?:ال)?(?:مستخدمين|عملاء)|حسابات (?:ال)?(?:مستخدمين|عملاء)|(?:ال)?مصادق[ةه]/,
  ],
  [
    'monitoring',
    /\b(audit(ing| trail| logs?)?|monitor(ing)?|alerts?|alarms?|cloudtrail|observability|siem)\b|(?:ال)?مراقب[ةه]|(?:ال)?تنبيهات|(?:ال)?إنذارات|سجل (?:ال)?تدقيق/,
  ],
];

/**
 * A brief that asks for backups of its data ("back it up daily", "nightly backups", "نسخ احتياطي"),
 * not a count a fleet goes back up to ("scale down to 1 on Friday and back up to 2 on Saturday").
 */
export const BACKUP_WORDS =
  /\b(back(?:ed|s|ing)? (?:it|them|this|that|everything|(?:the|our|all|each) [a-z-]+(?: [a-z-]+)?) up|back ?ups?(?! to (?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)|backed up)\b|(?:نسخ(?:[ةه])? احتياطي(?:[ةه])?|(?:ال)?نسخ(?:ها|هم|نا|ه)? الاحتياطي|باك ?[اأ]ب)/;

/**
 * A brief that asks for every access to be audited ("every access audited", "all reads must be
 * logged", "full audit trail", "تدقيق كل عمليات الوصول").
 */
export const AUDIT_WORDS =
  /\b(?:(?:every|all|each) (?:access|read|change|query|action|operation)s?\b[^.;\n]{0,40}?\b(?:audit(?:ed)?|logged|recorded|tracked)|audit(?:ed|ing)? (?:of )?(?:every|all|each) (?:access|read|change|query)s?|full audit trail|(?:access|data access) (?:is |are |must be |should be )?(?:audited|logged))\b|(?:تدقيق|سجل)[^.\n]{0,20}(?:كل|جميع)[^.\n]{0,20}(?:وصول|الوصول|عمليات)/;

/** Kinds whose matched phrases are removed before the other workload patterns read the brief. */
export const CLAIMING_KINDS: ReadonlySet<WorkloadKind> = new Set(['shared-files', 'search']);

/** Commercial engines the building blocks do not offer: each is read as PostgreSQL, with why. */
export const COMMERCIAL_ENGINES: readonly [RegExp, string][] = [
  [
    /\boracle\b/,
    'Oracle was read as PostgreSQL on Amazon RDS: licence-included Oracle adds a licence charge to every instance hour, and a small team rarely needs what only Oracle offers. AWS SCT converts the schema and PL/SQL, AWS DMS moves the data; to stay on Oracle, change the engine and budget for the licence.',
  ],
  [
    /\b(sql server|mssql|ms sql)\b/,
    'SQL Server is not among the building blocks, so it was read as PostgreSQL on Amazon RDS: licence-included SQL Server also charges for the licence by the hour. Babelfish for Aurora PostgreSQL understands much of T-SQL, which eases the move; AWS DMS moves the data.',
  ],
  [
    /\b(db2|sybase)\b/,
    'The named engine is not among the building blocks, so it was read as PostgreSQL on Amazon RDS; AWS SCT and DMS can convert the schema and move the data.',
  ],
];

/** Words for "something people use" that become a web application when no other way to serve it was named. */
// "application logs" or "system metrics" describe data, not something people use
export const GENERIC_APP =
  // "site-to-site" is a kind of VPN, not a site
  /\b(apps?|applications?|systems?|platforms?|portals?|sites?(?!-to-)|tool|service for)\b(?! (logs?|data|metrics|events|traces|traffic|errors|performance|monitoring)\b)/;

/**
 * "static website" is a static site, not a web application: these words make a website static, in
 * Arabic too ("موقع ثابت", "موقع تعريفي", "صفحة هبوط"), with or without the article and ending.
 */
export const STATIC_HINT =
  /\b(static|landing|marketing|brochure|blog|documentation|docs|portfolio|company (site|website)|informational)\b|(?<![\u0621-\u064a])(?:ال)?(?:ثابت|تعريفي|هبوط|تسويقي)(?:[ةه]|ا|اً)?(?![\u0621-\u064a])|مدون[ةه]/;

/**
 * Families whose resources a workload's block builds besides its own families' (the monitoring
 * block's alarm topic is an SNS topic, the queue worker's queue and function): their stated
 * settings are read for the workload too, and a brief naming them by phrase beside the workload's
 * words already gets them from its block (a topic is not the queue worker's, so "a topic that
 * fans out to queues" is read as the services it names).
 */
export const BUILT_WITH: Partial<Record<WorkloadKind, readonly string[]>> = {
  monitoring: ['sns'],
  api: ['api-gateway', 'lambda'],
  worker: ['sqs', 'lambda'],
  'scheduled-job': ['eventbridge-scheduler', 'lambda'],
};

/**
 * What a workload is built as when the brief refuses its servers by their kind ("no servers",
 * "بدون سيرفرات"): its parts, and the one that runs its code (without it, the application is not
 * built at all, since its servers existed only to run it).
 */
export const SERVERLESS_FORM: Partial<
  Record<WorkloadKind, { parts: readonly WorkloadKind[]; runs: WorkloadKind }>
> = {
  'web-app': { parts: ['static-site', 'api'], runs: 'api' },
  // a provisioned database refused ("nothing that runs all the time") keeps the data in a table billed per request
  'relational-database': { parts: ['key-value'], runs: 'key-value' },
};

/**
 * Words that say how an application is shaped, not what runs it ("microservices", "خدمات مصغرة"):
 * beside a family the brief names that runs code (RUNS_APPLICATIONS: "microservices on Lambda"),
 * that family runs them and the words build nothing of their own; alone, they are read as the
 * words of each workload pattern that holds them.
 */
export const SHAPE_WORDS = /\bmicro-?services?\b|(?:ال)?خدمات (?:ال)?مصغر[ةه]/;

/**
 * Families that run an application's own code (functions, tasks, servers): a site or app the
 * brief speaks of beside services named is run by one of these when it names one; beside only a
 * database or a topic it still needs servers of its own.
 */
export const RUNS_APPLICATIONS: readonly string[] = [
  'lambda',
  'ecs',
  'ecs-service',
  'ec2',
  'ec2-instance',
  'eks',
  'batch',
  'app-runner',
  'amplify',
];

/** Families that are a database of their own: a brief naming one means it by a plain "database" ("DynamoDB as our database"). */
export const DATABASE_FAMILIES: readonly string[] = [
  'documentdb',
  'memorydb',
  'timestream',
  'redshift-serverless',
  'aurora',
  'rds',
];

/** A database said plainly, in English or Arabic: with services named, the brief's database unless one is named (DATABASE_FAMILIES). */
export const PLAIN_DATABASE =
  /\b(databases?|db)\b|قاعد[ةه] (?:ال)?بيانات|قواعد (?:ال)?بيانات|(?:ال)?(?:دا|دي)تا ?بيس/;

export const NAMED_DATABASE =
  /\b(postgres(ql)?|mysql|mariadb|aurora|sql server|oracle|rds|relational|sql database|database server)\b/;

/**
 * The relational engine a brief asks for: named, else the one a named application runs on (its
 * makers' documented requirement: WordPress, Joomla, Magento and the like need MySQL or MariaDB),
 * else PostgreSQL. Named engines are read first, so "WordPress on Aurora PostgreSQL" stays PostgreSQL.
 * MariaDB is an RDS engine of its own, read before MySQL, which an application alone never asks for.
 */
export const ENGINE_WORDS: readonly {
  engine: 'mysql' | 'postgres' | 'mariadb';
  named: RegExp;
  applications?: RegExp;
}[] = [
  { engine: 'mariadb', named: /\bmariadb\b|ماريا ?دي ?بي/ },
  {
    engine: 'mysql',
    named: /\bmysql\b|ماي ?سي ?كوال/,
    applications:
      /\b(wordpress|woocommerce|joomla|magento|prestashop|opencart|ghost)\b|و?وردبري?س|وورد بري?س|ووكومرس|ماجنتو|جوملا/,
  },
  {
    engine: 'postgres',
    named: /\bpostgres(ql)?\b|بوستجر(ي|ى)?س/,
    applications: /\b(odoo|gitlab|mastodon|discourse)\b|أودو|اودو/,
  },
];

/** Sites that run server code even when they are a blog: any application with a database of its own too. */
export const DYNAMIC_SITE = new RegExp(
  [/\b(drupal|cms|php)\b|دروبال/, ...ENGINE_WORDS.flatMap((e) => e.applications ?? [])]
    .map((r) => r.source)
    .join('|'),
);

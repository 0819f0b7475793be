import type { FrameworkId } from '../../compliance/types';
import type { WorkloadKind } from '../requirements';

/**
 * The offline planner's vocabulary: which words of a brief point at which workload, sector,
 * region or framework. Patterns run on the lower-cased brief; order matters where noted.
 */
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
    /\b(static (web ?)?site|landing page|marketing (site|website|page)|brochure|documentation site|docs site|blog|portfolio site|single[- ]page (app|site)|spa)\b/,
  ],
  [
    'web-app',
    /\b(web ?app(lication)?s?|website|web site|portal|e-?commerce|online (shop|store)|web ?shop|storefront|wordpress|cms|dashboard|intranet|booking (site|system)|web servers?|web front[- ]?ends?|saas|platform for|node\.?js app|django|rails|laravel|php|admin (panel|console|area)|back[- ]?office|control panel|chat (app|application))\b|تطبيق(ات)? ويب|موقع إلكتروني|موقع الكتروني|بواب[ةه] إلكتروني[ةه]/,
  ],
  [
    'api',
    /\b(apis?|rest(ful)?|graphql|backend|back-end|endpoints?|webhooks?|mobile apps?|microservices?|(chat|slack|teams|telegram|whatsapp) ?bots?|chatbots?|inference)\b/,
  ],
  ['containers', /\b(containers?|containeri[sz]ed|docker|ecs|fargate|kubernetes|k8s|microservices)\b/],
  [
    'worker',
    /\b(queues?|background (jobs?|tasks?|processing|workers?)|workers?|asynchronous|async|job processing|image (resiz\w*|processing)|thumbnails?|transcod\w*|send(ing)? (e-?mails?|notifications?|sms)|notifications?|order processing|process(es|ing)? (orders|uploads|images|videos|files|payments))\b/,
  ],
  [
    'scheduled-job',
    // "each day" is left out: it usually counts something ("2,000 orders each day"), it does not time it
    /\b(nightly|hourly|weekly|cron|scheduled|schedule|batch jobs?|every (day|night|hour|week|weekend|month|morning|evening|weekday|(mon|tues|wednes|thurs|fri|satur|sun)day|\d+ (minutes?|hours?))|each (night|weekend)|on (mon|tues|wednes|thurs|fri|satur|sun)days|daily (reports?|jobs?|exports?|batch|sync))\b|(مهمة|مهام) (ليلية|مجدولة|يومية|أسبوعية)|كل ليلة/,
  ],
  // bare "SQL" is a query language, not a database ("make the files queryable with SQL" wants
  // Athena over the lake): a database is what the brief calls one
  [
    'relational-database',
    /\b(postgres(ql)?|mysql|mariadb|aurora|oracle|sql server|mssql|db2|sybase|relational|rds|database|db|transactions|orders|inventory|erp|crm|accounting|ledger|records|bookings|reservations)\b/,
  ],
  [
    'key-value',
    /\b(dynamo(db)?|nosql|key[- ]value|shopping carts?|leaderboards?|device (data|state)|user (profiles|preferences)|session (store|data))\b/,
  ],
  ['cache', /\b(cache|caching|redis|valkey|memcached|low[- ]latency|session (store|cache))\b/],
  [
    'file-storage',
    /\b(uploads?|files?|documents?|images|photos?|videos?|media|pdfs?|attachments?|object storage|s3|archives?|scans|invoices|receipts)\b/,
  ],
  [
    'data-lake',
    /\b(data ?lake|analytics|reporting|business intelligence|bi|athena|data warehouse|(?<!zero[- ])etl|clickstream|log analysis|(store|keep|collect|centrali[sz]e) (the )?logs|search (the |our |them|logs)|(ad[- ]hoc )?sql quer(y|ies)|ad[- ]hoc (sql|queries)|(run|write|use) sql|(query|queried|queryable|querying) (\w+ ){0,3}(with|using|in|through|by) sql)\b/,
  ],
  [
    'streaming',
    /\b((event|data|log) stream(s|ing)?|streaming (data|events|analytics)|stream processing|streamed|real[- ]time (events|data|analytics|tracking)|kinesis|kafka|iot|telemetry|sensors?|clickstream|gps tracking|event ingestion)\b/,
  ],
  [
    'user-sign-in',
    /\b(log ?in|sign[- ]?in|sign[- ]?up|user accounts?|accounts for (users|customers)|authentication|authenticate|register|registration|cognito|identity|sso|members?hip|customer accounts?|user management|(customer|patient|member|employee|student|citizen|self-service) portal)\b/,
  ],
  [
    'monitoring',
    /\b(audit(ing| trail| logs?)?|monitor(ing)?|alerts?|alarms?|cloudtrail|observability|siem)\b/,
  ],
];

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

/** A request for a second region: disaster recovery, standby, active-passive. */
export const DISASTER_RECOVERY =
  /\b(disaster recovery|dr (site|region|plan|copy|setup|environment|in|to)|second(ary)? (aws )?region|another region|other region|backup region|standby region|recovery region|failover region|cross[- ]region|multi[- ]region|two regions|active[- ](passive|active)|warm standby|pilot light|region(al)? (outage|failure)s?|survive (a |an )?(whole |entire )?region)\b/;

/** Words after which a named place is the secondary region ("DR in Ireland", "replicate to us-west-2"). */
export const SECONDARY_CUE =
  /\b(dr|disaster recovery|standby|failover|fail over|replicate[sd]?|replicas?|replication|secondary|second region|backup region|recovery region|passive|copies)\b/g;

/** A request that must keep its data in the Kingdom: the Saudi regulators' words and residency. */
export const KINGDOM_RESIDENCY =
  /\b(in[- ]kingdom|data residency|(stay|stays|remain|remains|kept|keep|held|hosted|reside) (in|inside|within) (saudi( arabia)?|the kingdom|ksa)|pdpl)\b/;

/** A DNS name in the brief ("app.example.com"), for failover records; code names like node.js are not domains. */
export const DOMAIN_NAME =
  /\b((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|io|co|app|dev|cloud|tech|info|biz|sa|ae|bh|qa|kw|om|eg|uk|de|fr|eu))\b/;

/** Product names that look like domains. */
export const ASP_NET = /\basp\.net\b/g;

/** Words for "something people use" that become a web application when no other way to serve it was named. */
// "application logs" or "system metrics" describe data, not something people use
export const GENERIC_APP =
  /\b(apps?|applications?|systems?|platforms?|portals?|sites?|tool|service for)\b(?! (logs?|data|metrics|events|traces|traffic|errors|performance|monitoring)\b)/;

/** "static website" is a static site, not a web application: these words make a website static. */
/** Sites that run server code even when they are a blog. */
export const DYNAMIC_SITE = /\b(wordpress|drupal|joomla|cms|php|ghost)\b/;

export const STATIC_HINT =
  /\b(static|landing|marketing|brochure|blog|documentation|docs|portfolio|company (site|website)|informational)\b/;

export const SECTOR_PATTERNS: readonly [string, RegExp][] = [
  [
    'government',
    /\b(government|governmental|ministry|municipality|municipal|public sector|gov|agency|e-?government|national (platform|portal))\b/,
  ],
  [
    'financial',
    /\b(bank(s|ing)?|fintech|payments?|insurance|insurer|lending|loans?|wallets?|finance|financial|brokerage|exchange house|remittance|credit cards?|sama)\b/,
  ],
  ['healthcare', /\b(hospitals?|clinics?|health(care)?|patients?|medical|pharmacy|telemedicine|ehr|emr)\b/],
  ['telecom', /\b(telecom|telco|operator|mobile network|isp)\b/],
  ['education', /\b(schools?|universit(y|ies)|students?|e-?learning|lms|courses?|academy)\b/],
  [
    'retail',
    /\b(retail|e-?commerce|online (shop|store)|storefront|marketplace|shop)\b|متجر|متاجر|تجار[ةه] إلكتروني[ةه]|بيع بالتجزئ[ةه]/,
  ],
];

export const FRAMEWORK_PATTERNS: readonly [FrameworkId, RegExp][] = [
  ['SAMA', /\b(sama|saudi (arabian )?central bank|saudi arabian monetary)\b/],
  ['NCA-ECC', /\b(nca|ecc|essential cyber ?security controls|national cyber ?security authority)\b/],
  [
    'CITC',
    /\b(citc|cst|communications,? (space )?(and|&) technology commission|cloud computing regulatory framework)\b/,
  ],
];

/** Place names to regions; Saudi places map to the nearest region with a note (none in-Kingdom is configured). */
export const REGION_PATTERNS: readonly [string, RegExp, string?][] = [
  [
    'me-south-1',
    /\b(saudi|ksa|riyadh|jeddah|dammam|makkah|mecca|madinah|medina|khobar|neom|in[- ]kingdom|the kingdom)\b/,
    'No AWS region inside the Kingdom is configured, so the design uses Bahrain (me-south-1), the nearest; SAMA 3.4.3 then needs explicit approval for data held outside the Kingdom.',
  ],
  ['me-south-1', /\b(bahrain|manama)\b/],
  ['me-central-1', /\b(uae|emirates|dubai|abu dhabi)\b/],
  ['il-central-1', /\b(israel|tel aviv)\b/],
  ['eu-central-1', /\b(frankfurt|germany)\b/],
  ['eu-west-2', /\b(london|uk|united kingdom|britain)\b/],
  ['eu-west-3', /\b(paris|france)\b/],
  ['eu-west-1', /\b(ireland|dublin|europe|eu)\b/],
  ['us-east-2', /\b(ohio)\b/],
  ['us-west-2', /\b(oregon)\b/],
  ['us-west-1', /\b(california)\b/],
  ['us-east-1', /\b(virginia|us-east|usa|u\.s\.|united states|america|north america)\b/],
  ['ap-southeast-1', /\b(singapore)\b/],
  ['ap-southeast-2', /\b(sydney|australia)\b/],
  ['ap-northeast-1', /\b(tokyo|japan)\b/],
  ['ap-northeast-2', /\b(seoul|korea)\b/],
  ['ap-south-1', /\b(mumbai|india)\b/],
  ['ca-central-1', /\b(canada|montreal|toronto)\b/],
  ['sa-east-1', /\b(sao paulo|são paulo|brazil)\b/],
];

export const REGION_CODE =
  /\b([a-z]{2}-(?:central|north|south|east|west|northeast|southeast|southwest|northwest)-\d)\b/;

export const NON_PRODUCTION =
  /\b(dev|development|test(ing)?|staging|sandbox|prototype|poc|proof of concept|demo|mvp|experiment(al)?|non-?prod(uction)?|hackathon|side project|for learning|playground)\b/;
export const HIGH_AVAILABILITY =
  /\b(highly available|high availability|ha|multi-?az|fault[- ]tolerant|99\.9+%?|no downtime|zero downtime|mission[- ]critical|24\/7|resilient|failover|always (on|up)|redundan(t|cy))\b/;
export const LOW_COST =
  /\b(cheap(est)?|low[- ]cost|lowest cost|budget|inexpensive|affordable|cost[- ]effective|minimal cost|tight budget|save money|frugal|small budget|as little as possible)\b|أقل تكلف[ةه]|اقل تكلف[ةه]|منخفض[ةه]? التكلف[ةه]|ميزاني[ةه] محدود[ةه]|اقتصادي/;
export const PERFORMANCE =
  /\b(high[- ]performance|fast(est)?|low[- ]latency|performant|heavy (load|traffic))\b/;

export const CLASSIFICATION_PATTERNS: readonly ['secret' | 'confidential' | 'internal' | 'public', RegExp][] =
  [
    ['secret', /\b(top secret|secret data|classified|national security|highly sensitive)\b/],
    [
      'confidential',
      /\b(pii|personal (data|information)|personally identifiable|patients?|medical records|health records|financial (data|records)|payments?|cards?|card ?holder|salar(y|ies)|payroll|hr|human resources|national id|iqama|passport|confidential|sensitive|customer data|kyc|bank accounts?)\b/,
    ],
    ['internal', /\b(internal|employees?|staff|intranet|back[- ]office|in-house)\b/],
    ['public', /\b(public (data|content|information)|open data|marketing|brochure|blog)\b/],
  ];

export const SMALL_WORDS =
  /\b(small|tiny|prototype|mvp|poc|startup|side project|few users|handful|personal|hobby|low traffic)\b/;
export const MEDIUM_WORDS = /\b(medium|growing|mid-?size|moderate|regional)\b/;
export const LARGE_WORDS =
  /\b(large|high[- ]traffic|heavy traffic|millions|massive|enterprise|nationwide|black friday|peak (season|traffic)|viral|global|at scale|huge)\b/;

import type { FrameworkId } from '../compliance/types';

/**
 * The offline reader's words for what is not a service: regions and residency, sectors,
 * frameworks, environment, availability, cost and scale. The services' and building blocks'
 * words live in the vocabulary (shared/generation/services/).
 */
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

/**
 * The frameworks a design is held to when neither the request nor the brief names one: those of
 * its sector's regulators (SAMA for money, CITC for telecoms), and NCA-ECC, the national baseline
 * every sector answers to. A sector not listed is held to `general`'s.
 */
export const SECTOR_FRAMEWORKS: Readonly<Record<string, readonly FrameworkId[]>> = {
  financial: ['SAMA', 'NCA-ECC'],
  telecom: ['CITC', 'NCA-ECC'],
  government: ['NCA-ECC'],
  healthcare: ['NCA-ECC'],
  general: ['NCA-ECC'],
};

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
  ['me-south-1', /\b(bahrain|manama)\b|البحرين|المنامة/],
  ['me-central-1', /\b(uae|emirates|dubai|abu dhabi)\b|الإمارات|الامارات|دبي|أبوظبي|ابوظبي/],
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
/**
 * A brief asking for more than one zone: in so many words, or by a standby or a spread across
 * zones ("a standby in another zone", "spread over 3 AZs", "عالية التوفر", "منطقة توافر ثانية").
 */
export const HIGH_AVAILABILITY =
  /\b(highly available|high availability|ha|multi-?az|fault[- ]tolerant|99\.9+%?|no downtime|zero downtime|mission[- ]critical|24\/7|resilient|failover|always (on|up)|redundan(t|cy)|standby (?:\w+ )?(?:in|to|across) (?:a |an )?(?:another|other|second|different|separate) (?:availability zone|az|zone)|(?:spread|spans?|spanning|across|over) (?:2|3|two|three|multiple|several) (?:azs|availability zones|zones))\b|عالي[ةه]? التو[اف]?فر|توفر عال|منطق[ةه] (?:توافر |توفر )?ثاني[ةه]|منطقتي توافر|منطقتين|مناطق توافر متعدد[ةه]|zone ثاني[ةه]/;
export const LOW_COST =
  /\b(cheap(er|est)?|less expensive|lower (the )?costs?|reduce (the )?costs?|low[- ]cost|lowest cost|budget|inexpensive|affordable|cost[- ]effective|minimal cost|tight budget|save money|frugal|small budget|as little as possible)\b|أقل تكلف[ةه]|اقل تكلف[ةه]|منخفض[ةه]? التكلف[ةه]|ميزاني[ةه] محدود[ةه]|اقتصادي|أرخص|ارخص/;
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

/**
 * Words that carry no request on their own, in English and Arabic: pleasantries, pronouns and
 * grammar. A clause made only of them ("thanks", "nothing fancy", "that's it really") asks for
 * nothing, so it needs no ledger entry.
 */
export const EMPTY_WORDS: ReadonlySet<string> = new Set(
  `a an the and or but so to of in on at for by with from into onto it its it's is are be was were
  this that these those that's thats there here we our us you your i me my please pls thanks thank
  hey hi hello ok okay really just only also too very much nothing fancy simple basic fine good
  great enough all need needs want wants like would could should can will shall do does some any
  what whatever thing things stuff something everything else more less as well then now for them
  لو سمحت شكرا شكراً يعطيك العافية بس فقط ابي ابغى ابغي نبي نبغى نريد اريد أريد نحتاج احتاج هذا
  هذه هو هي في من على الى إلى عن مع كل شي شيء ايضا أيضا كذلك يا اللي الذي التي
  عايز عايزين عاوز عاوزين محتاج محتاجين بدي بدنا برضه كمان`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words before a count of people that say which of them ("5,000 concurrent users", "200 daily visitors"). */
export const PEOPLE_QUALIFIERS: readonly string[] = [
  'concurrent ',
  'active ',
  'daily ',
  'monthly ',
  'registered ',
];

/** The people a figure counts ("5,000 users", "300 staff"). */
export const PEOPLE_WORDS: readonly string[] = [
  'users',
  'customers',
  'visitors',
  'members',
  'employees',
  'staff',
  'students',
  'patients',
  'citizens',
  'subscribers',
  'players',
  'clients',
  'shoppers',
  'people',
  'devices',
  'sensors',
  'vehicles',
];

/** The Arabic of PEOPLE_WORDS, singular and plural ("100 مستخدم", "5 آلاف عميل"). */
export const ARABIC_PEOPLE_WORDS: readonly string[] = [
  'مستخدم',
  'مستخدمين',
  'عميل',
  'عملاء',
  'زائر',
  'زوار',
  'موظف',
  'موظفين',
  'طالب',
  'طلاب',
  'مريض',
  'مرضى',
  'مشترك',
  'مشتركين',
  'شخص',
  'أشخاص',
];

/** Words before a unit of bulk data that make it many of them ("several GBs", "hundreds of terabytes"). */
export const BULK_AMOUNTS: readonly string[] = ['several ', 'many ', 'multiple ', 'tens of ', 'hundreds of '];

/** Units of size that are bulk data on their own ("GBs of CSV", "terabytes of logs"). */
export const BULK_UNITS: readonly string[] = ['gbs', 'gigabytes', 'tbs', 'terabytes', 'pbs', 'petabytes'];

/** Words of size before data ("large files", "huge exports"). */
export const BULK_SIZES: readonly string[] = ['large', 'big', 'huge', 'massive', 'very large'];

/** Kinds of data between a word of size and its noun ("large CSV files", "big log exports"). */
export const BULK_KINDS: readonly string[] = ['csv ', 'log ', 'data ', 'media ', 'video '];

/** Nouns of data spoken of by size ("large files", "big datasets", "huge volumes of data"). */
export const BULK_NOUNS: readonly string[] = [
  'files',
  'datasets',
  'data sets',
  'exports',
  'dumps',
  'volumes of data',
  'amounts of data',
];

/** What a rate counts ("200 requests per second", "50 orders a minute"). */
export const RATE_NOUNS: readonly string[] = [
  'requests',
  'req',
  'rps',
  'transactions',
  'tps',
  'orders',
  'events',
  'messages',
  'calls',
];

/** Places inside Saudi Arabia as briefs name them, in English and Arabic. */
export const KINGDOM_PLACES: readonly string[] = [
  'riyadh',
  'jeddah',
  'dammam',
  'saudi arabia',
  'saudi',
  'ksa',
  'the kingdom',
];
export const ARABIC_KINGDOM_PLACES: readonly string[] = ['الرياض', 'جدة', 'الدمام', 'السعودية', 'المملكة'];

/** Places outside the Kingdom a brief may name for its region ("Bahrain", "Frankfurt"), beside KINGDOM_PLACES. */
export const OTHER_PLACES: readonly string[] = [
  'bahrain',
  'uae',
  'dubai',
  'abu dhabi',
  'frankfurt',
  'ireland',
  'london',
  'paris',
  'virginia',
  'ohio',
  'oregon',
  'mumbai',
  'singapore',
  'tokyo',
];
export const ARABIC_OTHER_PLACES: readonly string[] = ['البحرين'];

/** Words before "one zone" that make it a zone lost, not a zone wanted ("losing one zone", "failure of a single AZ"). */
export const ZONE_LOSS_BEFORE: readonly string[] = [
  'loss of',
  'losing',
  'lose',
  'loses',
  'outage (?:of|in)',
  'failure of',
  'beyond',
  'than',
];

/** Words after "one zone" that make it a zone lost ("one AZ fails", "a zone goes down"). */
export const ZONE_LOSS_AFTER: readonly string[] = [
  'fails',
  'failing',
  'failure',
  'outage',
  'goes down',
  'is lost',
  'is down',
  'becomes unavailable',
];

/** Words of a brief that asks for more than one zone, said outright ("highly available", "multi-AZ"). */
export const MANY_ZONES_WORDS: readonly string[] = [
  'highly available',
  'high availability',
  'multi[- ]az',
  'fault[- ]tolerant',
  'no single point of failure',
  'survive (?:a|the loss of an?) (?:zone|az)',
];

/** What follows "Amazon" or "AWS" that is the vendor's umbrella or glue, not a service to build ("AWS console", "Amazon Web Services"). */
export const VENDOR_NOT_SERVICES: readonly string[] = [
  'web services',
  'account',
  'accounts',
  'region',
  'regions',
  'console',
  'cloud',
  'sdk',
  'cli',
  'cdk',
  'sam',
  'best practices',
  'well-architected',
  'services?',
];

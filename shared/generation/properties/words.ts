/**
 * The words briefs use for the parts of property names (English and Arabic), and for units: the
 * only hand-written part of reading stated settings; the properties themselves, their allowed
 * values and bounds come from the registry schemas (schema-data.json).
 */

/** Words that keep data for a time ("kept 14 days", "تنحفظ ٣٥ يوم"): Arabic verbs by their stem. */
const KEEPING_WORDS = [
  'retain',
  'retained',
  'keep',
  'keeps',
  'kept',
  'keeping',
  'stay',
  'احتفاظ',
  'يحتفظ',
  'تحتفظ',
  'حفظ',
  'تبقى',
  'يبقى',
  'بقاء',
  // Arabizi: "el logs tab2a 7 ayam" (تبقى)
  'tab2a',
  'yab2a',
  'tib2a',
];

/** Words that end data's life after a time ("deleted after 90 days", "يمسح الملفات بعد ٩٠ يوم"). */
const DELETING_WORDS = [
  'expire',
  'expires',
  'expired',
  'delete',
  'deleted',
  'deletes',
  'removed',
  'purge',
  'purged',
  'wipe',
  'wiped',
  'wipes',
  'vanish',
  'disappear',
  'تحذف',
  'حذف',
  'يحذف',
  // "يمسح", "تنمسح": a verb's stem (see word-forms.ts)
  'مسح',
];

/** Other words for a word of a property's name ("keep" for retention, "ذاكرة" for memory). */
export const NAME_WORD_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  retention: KEEPING_WORDS,
  // "الميموري 1024": the English word in Arabic letters
  memory: ['ram', 'ذاكره', 'ذاكرة', 'ميموري'],
  bus: ['ناقل', 'باص'],
  // a database's name, written out ("database name" is `DBName`)
  db: ['database', 'databse'],
  user: ['مستخدم', 'مستخدمين', 'يوزر'],
  port: ['ports', 'منفذ', 'منافذ', 'بورت'],
  environment: ['env', 'بيئة', 'البيئة', 'بيئه'],
  variables: ['var', 'vars', 'متغير', 'متغيرات'],
  logs: ['سجل', 'سجلات'],
  // how long a run may take is its timeout ("it can take up to 10 minutes", "ياخذ ١٠ دقايق"), and
  // so is the English word in Arabic letters ("التايم اوت ٥ دقايق")
  timeout: [
    'مهله',
    'مهلة',
    'تايم',
    'تايماوت',
    'take',
    'takes',
    'ياخذ',
    'يأخذ',
    'تاخذ',
    'تأخذ',
    'يستغرق',
    'تستغرق',
  ],
  storage: ['disk', 'تخزين', 'سعه', 'سعة'],
  backup: ['backups', 'نسخ', 'الاحتياطي'],
  message: ['messages', 'رسائل', 'الرسائل', 'رسالة', 'رساله'],
  // a text said of a thing ("described as 'web tier'", "بالوصف")
  description: ['described', 'وصف'],
  batch: ['batches', 'دفعة', 'دفعه', 'دفعات'],
  shard: ['shards', 'شارد', 'شاردات'],
  nodes: ['node', 'عقد', 'عقده', 'عقدة'],
  // an API "throttled at 50 requests per second" ("تحديد المعدل ٢٠ طلبا في الثانية") states its
  // throttling rate limit
  limit: ['throttled', 'throttle', 'throttling', 'تحديد'],
  throttling: ['throttled', 'throttle', 'تحديد'],
  rate: ['requests', 'request', 'معدل', 'طلب', 'طلبا', 'طلبات'],
  min: ['minimum', 'least', 'ادنى', 'أدنى'],
  minimum: ['least', 'min'],
  clusters: ['nodes', 'node'],
  instance: ['nodes', 'instances', 'servers'],
  max: ['maximum', 'most', 'اقصى', 'أقصى'],
  desired: ['tasks', 'replicas', 'copies'],
  expiration: DELETING_WORDS,
  // a rule that deletes after a time keeps for that time: "keep each backup 14 days", "تنحفظ ٣٥ يوم"
  // (`DeleteAfterDays`)
  delete: [...DELETING_WORDS, ...KEEPING_WORDS],
  versioning: ['versions', 'versioned', 'الاصدارات', 'الإصدارات', 'اصدارات'],
  encrypted: ['encryption', 'encrypt', 'مشفر', 'مشفره', 'تشفير'],
  rotation: ['rotate', 'rotated', 'تدوير'],
  recovery: ['pitr'],
  protection: ['protected'],
  delay: ['delayed'],
  threshold: [
    // "when spend reaches 80%", "عند بلوغ ٥٠٪", "لما يوصل 500"
    'reach',
    'reaches',
    'reached',
    'hits',
    'بلوغ',
    'يبلغ',
    'تبلغ',
    'وصل',
    'يوصل',
    'توصل',
    'above',
    'exceeds',
    'exceed',
    'over',
    'beyond',
    'تجاوز',
    'تتجاوز',
    'يتجاوز',
    'فوق',
    'تعدى',
    'يتعدى',
    'تتعدى',
    'يتخطى',
    'تتخطى',
  ],
  // "for 3 consecutive periods", "2 periods in a row", "لثلاث فترات متتالية"
  evaluation: ['consecutive', 'row', 'متتالية', 'متتاليه', 'متتاليتين'],
  length: ['characters', 'chars', 'long'],
  // what a node or an instance stores on is its volume ("500 GB of storage per broker", "100 GB disk")
  volume: ['root', 'ebs', 'storage', 'disk', 'تخزين', 'سعه', 'سعة'],
  hostnames: ['hostname'],
  mutability: ['immutable', 'mutable'],
  scan: ['scanning'],
  // a message received again after a failed attempt: "after 3 failed attempts", "بعد ثلاث محاولات"
  receive: ['receives', 'attempts', 'tries', 'محاولات', 'محاولة'],
  // where a file system is mounted ("mounted at /mnt/models"), a path ("على المسار /reports")
  mount: ['mounted', 'mounts', 'mounting'],
  path: ['مسار', 'المسار'],
  // "كل استعلام حده ٥ جيجا": a query's scan cutoff
  query: ['queries', 'استعلام', 'استعلامات', 'الاستعلام'],
  transition: [
    'move',
    'moves',
    'moved',
    'moving',
    'tier',
    'تنتقل',
    'ينقل',
    'نقل',
    'تنقل',
    // Arabizi: "tetnagel l Glacier" (تتنقل)
    'tetnagel',
    'yetnagel',
    'tetna8el',
    'yen8el',
  ],
};

/** Words of a property's name that say nothing of which property it is. */
export const PLAIN_NAME_WORDS = new Set([
  'in',
  'of',
  'on',
  'is',
  'the',
  'enable',
  'enabled',
  'status',
  'configuration',
  'config',
  'specification',
  'settings',
  'value',
  'period',
  'periods',
  'count',
  'number',
  'num',
  'amount',
  'units',
  'seconds',
  'minutes',
  'hours',
  'days',
  'time',
  'type',
  'mode',
  'properties',
  'parameters',
  'options',
  'size',
  'after',
  'before',
  'بعد',
  'قبل',
  'from',
  'to',
  'at',
  'by',
  'for',
  'with',
  // the same in Arabic ("تحفظ سجلاته في CloudWatch Logs لمدة 30 يوما": in, for the period of)
  'في',
  'من',
  'الى',
  'إلى',
  'على',
  'مع',
  'ال',
  'مدة',
  'مده',
  'لمدة',
  'لمده',
]);

/**
 * Words that correct or replace a value said before ("400 is wrong, set it to 731 days", "use
 * BUILD_GENERAL1_SMALL instead", "خلها ٧٣١ يوم", "بدل provisioned"): a value of their sentence takes
 * the property from the earlier one. Arabic by the word bare of its attached letters.
 */
export const CORRECTING_WORDS: ReadonlySet<string> = new Set([
  'instead',
  'actually',
  'correction',
  'edit',
  'change',
  'switch',
  'set',
  'make',
  'update',
  'rather',
  'wrong',
  'incorrect',
  'mistake',
  'typo',
  'بدل',
  'بدلا',
  'عوضا',
  'خلها',
  'خليها',
  'خلوها',
  'خله',
  'خليه',
  'خلوه',
  // not "غير" alone: "من غير ALB" is "without"
  'غيروا',
  'غيرها',
  'اجعل',
  'اجعلها',
  'اجعله',
  'اجعلوا',
  'حول',
  'حولوا',
  'تعديل',
  'تصحيح',
  'الصحيح',
  'غلط',
  'خطأ',
  'خطا',
  // Arabizi: "khalha 731 yom", "badal"
  'khalha',
  'khaliha',
  'badal',
]);

/** Words after a comma that restate what stands before it ("i.e.", "أي", "يعني"): the clause goes on. */
export const RESTATING_WORDS: ReadonlySet<string> = new Set([
  'i.e',
  'ie',
  'namely',
  'أي',
  'اي',
  'يعني',
  'ya3ni',
]);

/**
 * Words that say a count is of each of something ("5 messages per batch", "خمس رسائل في كل
 * دفعة"): just before the word of a property, after its count, they stand for nothing.
 */
export const PER_WORDS = new Set(['per', 'each', 'كل', 'لكل', 'بكل', 'في']);

/** Words that turn a setting off when they stand just before it ("no versioning", "nothing publicly accessible", "بدون تشفير"). */
export const OFF_WORDS = new Set([
  'no',
  'not',
  'nothing',
  'none',
  'never',
  "isn't",
  "aren't",
  "shouldn't",
  "mustn't",
  "can't",
  'cannot',
  "won't",
  "don't",
  "doesn't",
  'without',
  'disable',
  'disabled',
  'off',
  'بدون',
  'لا',
  'دون',
  'غير',
  'مو',
  'مش',
  'ليس',
  'ليست',
]);

/**
 * Arabic words of "not" that turn a verb of wanting after them into a refusal of the setting
 * that follows ("ما بدنا versioning", "وما نبي streams", "لا نريد التشفير"): "ما" alone is also
 * "what", so it turns a setting off only before such a verb (negation-words.ts ARABIC_WANTING).
 */
export const NOT_BEFORE_WANTING = new Set(['ما', 'وما', 'فما', 'لا', 'ولا', 'فلا', 'مش', 'مو', 'مب']);

/** Words that say the opposite of a word of a yes/no property's name: the setting off ("single-AZ"). */
export const OPPOSITE_WORDS: Readonly<Record<string, readonly string[]>> = {
  multi: ['single', 'one', 'واحدة', 'واحده'],
};

/** Words of need that an off word before them turns into a refusal of what came first ("on-demand is not needed", "مو لازم"). */
export const NEEDED_WORDS = new Set([
  'needed',
  'required',
  'necessary',
  'wanted',
  'لازم',
  'ضروري',
  'ضرورية',
  'مطلوب',
  'مطلوبة',
]);

/** Words that turn a setting off when they follow it ("versioning disabled"). */
export const OFF_AFTER = new Set(['disabled', 'off', 'معطل']);

/**
 * Words that join a setting to an off word a few words on ("Multi-AZ turned off", "deletion
 * protection is switched off", "should be off", "يكون معطل"): between them, the off word still
 * says the setting off.
 */
export const OFF_LINKS = new Set([
  'is',
  'are',
  'be',
  'being',
  'should',
  'must',
  'will',
  'stays',
  'remains',
  'kept',
  'left',
  'set',
  'to',
  'turned',
  'switched',
  // the noun a setting qualifies may stand before its off word ("Multi-AZ deployment disabled")
  'deployment',
  'mode',
  'option',
  'feature',
  'setting',
  'يكون',
  'تكون',
  'يبقى',
  'تبقى',
]);

/** Units of time in seconds, and of size in MiB, with the words briefs write them in. */
export const TIME_UNITS: readonly [RegExp, number][] = [
  // and as Gulf speakers type the Arabic words in Latin letters ("5 da2aye2", "14 ayam", "2 sa3at")
  [/^(s|secs?|seconds?|ثاني[هة]|ثواني|ثوان|thanya|thawani)$/, 1],
  [
    /^(m|mins?|minutes?|دقيق[هة]|دقايق|دقائق|da2ee2a|d2ee2a|dagee[gq]a|dgee[gq]a|da2aye2|d2aye2|dagaye[gq]|dgay[gq])$/,
    60,
  ],
  [/^(h|hrs?|hours?|ساع[هة]|ساعات|sa3a|sa3ah|sa3at|sa3aat)$/, 3600],
  [/^(d|days?|يوم|يوما|ايام|أيام|yo?om|youm|ayy?am|iyy?am)$/, 86400],
  [/^(w|wks?|weeks?|اسبوع|أسبوع|اسابيع|أسابيع|[eu]sboo?3|asabee3)$/, 604800],
  [/^(fortnights?)$/, 1209600],
  [/^(months?|شهر|شهور|اشهر|أشهر|shahr|shuhoor|shhoor|ashhur)$/, 30 * 86400],
  [/^(y|yrs?|years?|سن[هة]|سنوات|سنين|عام|اعوام|أعوام|sanawat|sneen|sineen)$/, 365 * 86400],
];
/**
 * Units as spelled in full: a word one slip of the hand from one ("fortnigth", "minuets", "dyas")
 * is that unit.
 */
export const SPELLED_UNITS = [
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
  'fortnight',
  'months',
  'years',
  'megabytes',
  'gigabytes',
  'terabytes',
];
export const SIZE_UNITS: readonly [RegExp, number][] = [
  [/^(mb|mib|megabytes?|ميجا|ميجابايت|ميغابايت)$/, 1],
  // a throughput in bytes a second is its size each second, as the properties that hold one
  // count it (`ProvisionedThroughputInMibps`); "Mbps" is megabits, and is not one of these
  [/^(mib\/s|mb\/s|mib\/sec|mb\/sec|mibps|mibs)$/, 1],
  [/^(gib\/s|gb\/s|gibps)$/, 1024],
  // and as Gulf speakers write the word ("٢٠ قيقا")
  [/^(gb|gib|gigabytes?|gigs?|جيجا|جيجابايت|غيغا|غيغابايت|قيقا|قيقابايت)$/, 1024],
  [/^(tb|tib|terabytes?|تيرا|تيرابايت)$/, 1024 * 1024],
];
/** Arabic dual forms: the unit twice, with no number written ("دقيقتين" is two minutes). */
export const DUAL_UNITS: Readonly<Record<string, [number, 'time' | 'size']>> = {
  دقيقتين: [120, 'time'],
  دقيقتان: [120, 'time'],
  ساعتين: [7200, 'time'],
  ساعتان: [7200, 'time'],
  يومين: [172800, 'time'],
  يومان: [172800, 'time'],
  اسبوعين: [1209600, 'time'],
  شهرين: [60 * 86400, 'time'],
  سنتين: [730 * 86400, 'time'],
};

/** What one unit of a property's value is worth, in seconds or MiB. */
export const LEAF_UNITS: Readonly<Record<string, [number, 'time' | 'size']>> = {
  bytes: [1 / (1024 * 1024), 'size'],
  seconds: [1, 'time'],
  minutes: [60, 'time'],
  hours: [3600, 'time'],
  days: [86400, 'time'],
  MiB: [1, 'size'],
  GiB: [1024, 'size'],
};

/** Words that join a NAME to its value in a map's entry ("LOG_LEVEL set to debug", "STAGE as prod"). */
export const ENTRY_JOINS: readonly (readonly string[])[] = [
  ['set', 'to'],
  ['equal', 'to'],
  ['equals'],
  ['to'],
  ['as'],
  ['of'],
  ['='],
  ['is'],
];

/** Words between a property written by its own name and its value ("ShardCount: 1", "MultiAZ set to false"). */
export const NAME_VALUE_JOINS = new Set([
  '',
  '=',
  'to',
  'set',
  'is',
  'as',
  'of',
  'equal',
  'equals',
  'be',
  'should',
  'must',
  'will',
]);
/**
 * The last words of the names of properties that hold a free text about the resource
 * (`Description`, `GroupDescription`, `Comment`): the brief gives one in quotes after the word.
 */
export const TEXT_NAME_WORDS = new Set(['description', 'comment']);
/** Values of a yes/no property as briefs write them. */
export const TRUE_WORDS = new Set(['true', 'yes', 'enabled', 'enable', 'on']);
export const FALSE_WORDS = new Set(['false', 'no', 'disabled', 'disable', 'off']);
/**
 * The last words of property names that measure what the name is about rather than count it
 * (`MaximumMessageSize`): a number written just before that noun counts it ("1,000 messages"),
 * so it is never such a property.
 */
export const MEASURE_NAME_WORDS = new Set(['size']);
/**
 * The last words of property names that count the things their other words name
 * (`SecondaryPrivateIpAddressCount`): the count is written before those words ("2 secondary
 * private IP addresses"), the word itself unsaid.
 */
export const COUNT_NAME_WORDS = new Set(['count']);
/** Words between the two ends of a range ("2 to 4 instances", "من ٢ إلى ٦"). */
export const RANGE_JOINS = new Set([
  'to',
  'through',
  'till',
  'until',
  '-',
  'إلى',
  'الى',
  'حتى',
  'لين',
  'لغاية',
]);
/** Words before a range whose ends "and" joins ("between 2 and 5"). */
export const RANGE_OPENERS = new Set(['between', 'بين']);

/**
 * Words before a unit that make it one of it ("for a week", "an hour"); a unit shorter than an
 * hour after "a" is an ordinal or a rate more often than a time ("a second region", "50 a second").
 */
export const ONE_UNIT_ARTICLES = new Set(['a', 'an']);
/**
 * Words before "a" and its unit that make it how often, not how long ("once a day", "3 times a
 * week", "every month"): then the unit is no quantity.
 */
export const HOW_OFTEN_WORDS = new Set([
  'once',
  'twice',
  'times',
  'per',
  'every',
  'each',
  'كل',
  'مرة',
  'مره',
  'مرتين',
]);
/**
 * Arabic units that count one on their own, with no number written ("تبقى أسبوع": a week); a
 * day or an hour alone is more often a time of day ("الساعة 3", "يوم الأحد"), so it is not one.
 */
export const ONE_UNIT_WORDS = new Set(['اسبوع', 'أسبوع', 'شهر', 'سنة', 'سنه', 'عام']);
/** Words that count one ("a single shard"). */
export const ONE_WORDS: Readonly<Record<string, number>> = { single: 1 };
/** "One" as Arabic writes it after the unit it counts ("شهر واحد", "سنة واحدة"). */
export const ONE_AFTER = new Set(['واحد', 'واحدة', 'واحده']);

/** Words that give a resource the name that follows them. */
export const NAMING_WORDS = new Set([
  'named',
  'called',
  'name',
  'باسم',
  'اسمه',
  'اسمها',
  'اسم',
  'يسمى',
  'تسمى',
  // Arabizi: "esmo" is "اسمه"
  'esmo',
  'esmu',
  'ismo',
  'esmaha',
  'esmha',
  'ismaha',
]);

/**
 * Where a type keeps the name a brief gives it, where that is neither `<Type>Name`, `<last word of
 * the type>Name` ("ClusterName" of a serverless cluster) nor `Name`: a Glue database's name is its
 * input's (its top-level `DatabaseName` only points at one).
 */
export const NAME_PATHS: Readonly<Record<string, string>> = {
  'AWS::Glue::Database': 'DatabaseInput.Name',
};

/** Other words briefs use for an allowed value of a property ("on-demand" billing is PAY_PER_REQUEST). */
export const VALUE_WORDS: Readonly<Record<string, readonly string[]>> = {
  PAY_PER_REQUEST: ['on-demand', 'ondemand', 'on demand'],
  ON_DEMAND: ['on-demand', 'ondemand', 'on demand'],
  STANDARD_IA: ['infrequent access', 'standard-ia', 'الوصول غير المتكرر'],
  DEEP_ARCHIVE: ['deep archive', 'glacier deep archive', 'الأرشيف العميق', 'الارشيف العميق'],
  GLACIER: ['glacier', 'جلاسير', 'غلاسير'],
  NEW_AND_OLD_IMAGES: ['الصور الجديدة والقديمة', 'الصورة الجديدة والقديمة'],
  EXPRESS: ['express'],
  // a cache's engine said by its name alone ("a Redis cache", "كاش ريدز")
  redis: ['redis', 'ريدس', 'ريديس', 'ريدز'],
  valkey: ['valkey', 'فالكي'],
  memcached: ['memcached', 'ميمكاشد'],
  ACTIVE_STANDBY_MULTI_AZ: ['active/standby', 'active-standby', 'active standby'],
  CLUSTER_MULTI_AZ: ['cluster deployment', 'clustered deployment'],
  // "Provisioned IOPS SSD" is AWS's own name for io1 volumes
  io1: ['provisioned iops'],
};

/**
 * Allowed values a registry schema leaves open (a plain string) that AWS defines: read as that
 * property's allowed values ("Fargate Spot" capacity).
 */
export const KNOWN_VALUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'AWS::ECS::Cluster': {
    'CapacityProviders.*': ['FARGATE', 'FARGATE_SPOT'],
    'DefaultCapacityProviderStrategy.*.CapacityProvider': ['FARGATE', 'FARGATE_SPOT'],
  },
  // a replication group runs Valkey or Redis OSS; a cache cluster Memcached too
  'AWS::ElastiCache::ReplicationGroup': { Engine: ['redis', 'valkey'] },
  'AWS::ElastiCache::CacheCluster': { Engine: ['memcached', 'redis', 'valkey'] },
  'AWS::AmazonMQ::Broker': {
    DeploymentMode: ['SINGLE_INSTANCE', 'ACTIVE_STANDBY_MULTI_AZ', 'CLUSTER_MULTI_AZ'],
  },
};

/**
 * Bounds AWS enforces that a registry schema leaves open (a function's memory is 128 to 10,240
 * MB): a stated value beyond them is kept within them, the value as written kept for the checklist.
 */
export const KNOWN_BOUNDS: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  'AWS::Lambda::Function': { MemorySize: [128, 10240] },
  'AWS::ECS::TaskDefinition': { 'EphemeralStorage.SizeInGiB': [21, 200] },
};

/**
 * Lists the architect fills with defaults of one kind (a bucket's lifecycle transitions), where an
 * item the brief states replaces them: a stated value there goes to one item, the default of the
 * same value if there is one, else the first, and the others go.
 */
export const RESTATED_LISTS: Readonly<Record<string, readonly string[]>> = {
  'AWS::S3::Bucket': ['LifecycleConfiguration.Rules.*.Transitions'],
};

/**
 * Settings a stated property needs beside it, where the architect's default would contradict it:
 * a shard count is a provisioned stream's.
 */
export const BROUGHT_ALONG: readonly {
  type: string;
  path: string;
  /** only when the stated value is this one */
  value?: string | number | boolean;
  /**
   * each path and value; third, `true`: set only where the resource has no value there yet;
   * 'at least': raised to the value where the resource's is lower
   */
  sets: readonly (readonly [string, string | number | boolean, (true | 'at least')?])[];
}[] = [
  // provisioned IOPS storage is refused without its IOPS: RDS below 100 GB too, and an EBS
  // volume above 50 IOPS a GB (1,000 IOPS take 20 GB)
  ...['io1', 'io2'].flatMap((value) => [
    {
      type: 'AWS::RDS::DBInstance',
      path: 'StorageType',
      value,
      sets: [
        ['Iops', 1000, true],
        ['AllocatedStorage', 100, 'at least'],
      ] as const,
    },
    {
      type: 'AWS::EC2::Instance',
      path: 'BlockDeviceMappings.*.Ebs.VolumeType',
      value,
      sets: [
        ['BlockDeviceMappings.*.Ebs.Iops', 1000, true],
        ['BlockDeviceMappings.*.Ebs.VolumeSize', 20, 'at least'],
      ] as const,
    },
  ]),
  {
    type: 'AWS::Kinesis::Stream',
    path: 'ShardCount',
    sets: [['StreamModeDetails.StreamMode', 'PROVISIONED']],
  },
  // and provisioned mode needs its shards: one where the brief states no count
  {
    type: 'AWS::Kinesis::Stream',
    path: 'StreamModeDetails.StreamMode',
    value: 'PROVISIONED',
    sets: [['ShardCount', 1, true]],
  },
  // provisioned capacity needs its read and write units (the table block's own default)
  {
    type: 'AWS::DynamoDB::Table',
    path: 'BillingMode',
    value: 'PROVISIONED',
    sets: [
      ['ProvisionedThroughput.ReadCapacityUnits', 5, true],
      ['ProvisionedThroughput.WriteCapacityUnits', 5, true],
    ],
  },
  // a stated read or write capacity is the provisioned mode's
  {
    type: 'AWS::DynamoDB::Table',
    path: 'ProvisionedThroughput.ReadCapacityUnits',
    sets: [
      ['BillingMode', 'PROVISIONED'],
      ['ProvisionedThroughput.WriteCapacityUnits', 5, true],
    ],
  },
  {
    type: 'AWS::DynamoDB::Table',
    path: 'ProvisionedThroughput.WriteCapacityUnits',
    sets: [
      ['BillingMode', 'PROVISIONED'],
      ['ProvisionedThroughput.ReadCapacityUnits', 5, true],
    ],
  },
  // a canned ACL other than private is refused on a bucket whose objects are owner-enforced (ACLs
  // off); one that grants the public is refused too while public ACLs are blocked
  ...[
    'AuthenticatedRead',
    'AwsExecRead',
    'BucketOwnerFullControl',
    'BucketOwnerRead',
    'LogDeliveryWrite',
  ].map((value) => ({
    type: 'AWS::S3::Bucket',
    path: 'AccessControl',
    value,
    sets: [['OwnershipControls.Rules.*.ObjectOwnership', 'BucketOwnerPreferred']] as const,
  })),
  ...['AuthenticatedRead', 'PublicRead', 'PublicReadWrite'].map((value) => ({
    type: 'AWS::S3::Bucket',
    path: 'AccessControl',
    value,
    sets: [
      ['OwnershipControls.Rules.*.ObjectOwnership', 'BucketOwnerPreferred'],
      ['PublicAccessBlockConfiguration.BlockPublicAcls', false],
      ['PublicAccessBlockConfiguration.IgnorePublicAcls', false],
    ] as const,
  })),
];
/**
 * AWS services the registry data the studio keeps has no types of, whose names are also allowed
 * values ("CloudFormation", an SSM document's type): briefs write them for the service.
 */
export const SERVICE_NAMED_VALUES = new Set(['cloudformation']);

/** Allowed values that say nothing on their own: read only as a yes/no, never as a word of the brief. */
export const PLAIN_VALUES = /^(enabled|disabled|true|false|none|default|on|off|all|yes|no|auto|custom)$/i;

/** Words that introduce a resource's tags ("tagged Project=atlas", "وسم"). */
export const TAG_WORDS = new Set([
  'tag',
  'tags',
  'tagged',
  'tagging',
  'label',
  'labels',
  'labelled',
  'وسم',
  'وسوم',
]);

/**
 * Properties whose values the registry schemas leave open but briefs state as a product and its
 * version ("python 3.12", "Node 20", "Postgres 16", "Redis 7", "بايثون 3.12"): the product's
 * words, the properties the version sets, the versions that exist (as a pattern), and how the
 * value is written from the version (`{v}`; a version written as a major only takes `major`'s
 * minor where the property needs one).
 */
export interface VersionedValue {
  words: readonly string[];
  targets: readonly { type: string; path: string }[];
  versions: RegExp;
  form: string;
  /** appended to a major written alone ("7" -> "7.0") */
  major?: string;
  /**
   * the version a product named without one is read as, where the sentence names what runs it
   * ("a Python function"): the newest Lambda runtime of the language with a year of support ahead
   */
  current?: string;
}
// an Aurora cluster's version is written in its own form ("8.0.mysql_aurora.3.05.2"): a version
// as briefs write it is an RDS instance's
const RDS_ENGINE = [{ type: 'AWS::RDS::DBInstance', path: 'EngineVersion' }];
const CACHE_ENGINE = [
  { type: 'AWS::ElastiCache::ReplicationGroup', path: 'EngineVersion' },
  { type: 'AWS::ElastiCache::CacheCluster', path: 'EngineVersion' },
];
const LAMBDA_RUNTIME = [{ type: 'AWS::Lambda::Function', path: 'Runtime' }];
export const VERSIONED_VALUES: readonly VersionedValue[] = [
  {
    words: ['python', 'py', 'بايثون', 'پايثون'],
    targets: LAMBDA_RUNTIME,
    versions: /^3\.\d{1,2}$/,
    form: 'python{v}',
    current: '3.13',
  },
  {
    words: ['node', 'nodejs', 'node.js', 'نود', 'نودجي اس'],
    targets: LAMBDA_RUNTIME,
    versions: /^(18|20|22|24)$/,
    form: 'nodejs{v}.x',
    current: '22',
  },
  {
    words: ['java', 'جافا'],
    targets: LAMBDA_RUNTIME,
    versions: /^(11|17|21|25)$/,
    form: 'java{v}',
    current: '21',
  },
  { words: ['ruby', 'روبي'], targets: LAMBDA_RUNTIME, versions: /^3\.\d$/, form: 'ruby{v}', current: '3.4' },
  {
    words: ['dotnet', '.net', 'دوت نت'],
    targets: LAMBDA_RUNTIME,
    versions: /^(8|10)$/,
    form: 'dotnet{v}',
    current: '8',
  },
  {
    words: ['postgres', 'postgresql', 'بوستجرس', 'بوستجريس', 'بوستغرس'],
    targets: RDS_ENGINE,
    versions: /^1[1-9](\.\d{1,2})?$/,
    form: '{v}',
  },
  {
    words: ['mysql', 'ماي اس كيو ال'],
    targets: RDS_ENGINE,
    versions: /^(5\.7|8\.0|8\.4)(\.\d{1,2})?$|^8$/,
    form: '{v}',
    major: '.0',
  },
  { words: ['mariadb'], targets: RDS_ENGINE, versions: /^1[01]\.\d{1,2}(\.\d{1,2})?$/, form: '{v}' },
  {
    words: ['redis', 'ريدس', 'ريديس', 'valkey'],
    targets: CACHE_ENGINE,
    versions: /^[67](\.\d)?$/,
    form: '{v}',
    major: '.0',
  },
  {
    words: ['opensearch', 'اوبن سيرش'],
    targets: [{ type: 'AWS::OpenSearchService::Domain', path: 'EngineVersion' }],
    versions: /^[12]\.\d{1,2}$/,
    form: 'OpenSearch_{v}',
  },
  {
    words: ['kafka', 'كافكا'],
    targets: [{ type: 'AWS::MSK::Cluster', path: 'KafkaVersion' }],
    versions: /^[23]\.\d{1,2}\.\d$/,
    form: '{v}',
  },
  {
    words: ['kubernetes', 'k8s', 'eks', 'كوبرنيتس'],
    targets: [{ type: 'AWS::EKS::Cluster', path: 'Version' }],
    versions: /^1\.\d{2}$/,
    form: '{v}',
  },
];

/** Words that stand between a product and its version ("PostgreSQL version 16", "الإصدار 15"). */
export const VERSION_WORDS = new Set([
  'version',
  'ver',
  'v',
  'release',
  'الإصدار',
  'الاصدار',
  'إصدار',
  'اصدار',
  'نسخة',
  'النسخة',
  'نسخه',
]);

/**
 * Words of the language written with a hyphen, which a brief never gives as a resource's name
 * ("a dead-letter queue", "an on-demand table"): a word joined by "-" or "_" beside a resource's
 * noun is read as its name otherwise ("the audit-events queue").
 */
export const COMPOUND_WORDS = new Set([
  'dead-letter',
  'on-demand',
  'point-in-time',
  'pay-per-request',
  'pay-as-you-go',
  'multi-az',
  'single-az',
  'multi-region',
  'cross-region',
  'cross-account',
  'site-to-site',
  'real-time',
  'near-real-time',
  'e-mail',
  'x-ray',
  'read-only',
  'write-only',
  'read-write',
  'fan-out',
  'sign-in',
  'sign-up',
  'on-call',
  'follow-up',
  'add-on',
  'log-in',
  'built-in',
  'third-party',
  'end-to-end',
  'up-to-date',
  'high-availability',
  'low-latency',
  'event-driven',
  'first-in-first-out',
  'long-running',
  'short-lived',
  'well-architected',
  'internet-facing',
  'customer-managed',
  'aws-managed',
  'server-side',
  'client-side',
  'open-source',
  'general-purpose',
  'key-value',
  'time-series',
  'follow-up',
  'set-up',
  'clean-up',
  'back-end',
  'front-end',
  'add-on',
  'day-to-day',
  'non-production',
  'pre-production',
  'in-memory',
  'in-place',
  'full-text',
  'same-region',
  'per-request',
  'per-second',
]);

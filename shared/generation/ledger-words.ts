import { STUDIO } from '../messages/studio';
import type { BudgetVerdict } from './budget-verdict';
import type { BriefLanguage } from './clarify/language';
import type { Weekday } from './time-words';

/**
 * A phrase of the ledger's own in each language a brief is read in, side by side, so the two
 * cannot drift apart: the ledger answers an Arabic brief in Arabic, as its questions are asked.
 * Quoted brief text, product names, resource ids and types stay as they are in either language.
 */
const both = <Phrase>(en: Phrase, ar: Phrase): Record<BriefLanguage, Phrase> => ({ en, ar });

/** "1 resource", "3 resources" / "مورد واحد", "3 موارد". */
const resourcesEn = (n: number) => `${n} resource${n === 1 ? '' : 's'}`;
const resourcesAr = (n: number) => (n === 1 ? 'مورد واحد' : n === 2 ? 'موردان' : `${n} موارد`);

/** "AWS::SQS::Queue" -> "SQS Queue". */
export const typeLabel = (type: string) => type.split('::').slice(1).join(' ');
/** "LifecycleConfiguration.Rules.*.ExpirationInDays" -> "expiration in days". */
const propertyLabel = (path: string) =>
  (
    path
      .split('.')
      .filter((s) => s !== '*')
      .at(-1) ?? path
  )
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A period in Arabic, with the noun's number agreeing with the count: "يومان", "5 أيام", "30 يومًا". */
const UNIT_FORMS = {
  day: ['يوم', 'يومان', 'أيام', 'يومًا'],
  week: ['أسبوع', 'أسبوعان', 'أسابيع', 'أسبوعًا'],
  month: ['شهر', 'شهران', 'أشهر', 'شهرًا'],
  year: ['سنة', 'سنتان', 'سنوات', 'سنة'],
} as const;
export type PeriodUnit = keyof typeof UNIT_FORMS;
const periodAr = (count: number, unit: PeriodUnit) => {
  const [one, two, few, many] = UNIT_FORMS[unit];
  if (count === 1) return one;
  if (count === 2) return two;
  return Number.isInteger(count) && count >= 3 && count <= 10 ? `${count} ${few}` : `${count} ${many}`;
};
const daysAr = (days: number) => periodAr(days, 'day');

const DAY_NAMES: Record<BriefLanguage, Record<Weekday, string>> = {
  en: {
    SUN: 'Sunday',
    MON: 'Monday',
    TUE: 'Tuesday',
    WED: 'Wednesday',
    THU: 'Thursday',
    FRI: 'Friday',
    SAT: 'Saturday',
  },
  ar: {
    SUN: 'الأحد',
    MON: 'الاثنين',
    TUE: 'الثلاثاء',
    WED: 'الأربعاء',
    THU: 'الخميس',
    FRI: 'الجمعة',
    SAT: 'السبت',
  },
};

/** The cost review's verdict in Arabic (the English one is the Cost tab's own words). */
const VERDICT_AR: Record<BudgetVerdict, string> = {
  within: 'ضمن الميزانية',
  'over-at-high-end': 'فوق الميزانية عند الحد الأعلى',
  'over-at-low-end': 'فوق الميزانية حتى عند الحد الأدنى',
};

const LEDGER_PHRASES = {
  // a service the brief names
  alreadyInAccount: both(
    (name: string) => `${name} already in the account: not built again`,
    (name) => `${name} موجود في الحساب: لا يُبنى مرة أخرى`,
  ),
  refusedService: both(
    (name: string) => `No ${name}`,
    (name) => `بدون ${name}`,
  ),
  stillBuilt: both(
    (n: number, types: string) => `The template still builds it: ${resourcesEn(n)} (${types}).`,
    (n, types) => `القالب ما زال يبنيه: ${resourcesAr(n)} (${types}).`,
  ),
  noneInTemplate: both('None in the template.', 'لا شيء منه في القالب.'),
  builtAs: both(
    (n: number, types: string) => `${resourcesEn(n)}: ${types}.`,
    (n, types) => `${resourcesAr(n)}: ${types}.`,
  ),
  notInTemplate: both('Not in the template.', 'ليس في القالب.'),
  asStated: both(
    (settings: string) => `As stated: ${settings}.`,
    (settings) => `كما طُلب: ${settings}.`,
  ),
  notAsStated: both(
    (settings: string) => `Not as stated: ${settings}.`,
    (settings) => `ليس كما طُلب: ${settings}.`,
  ),
  // a value the entry's clause states that no assertion checks
  notChecked: both(
    (values: string) => `Stated, and nothing in the template is checked for it: ${values}.`,
    (values) => `مذكور في الطلب ولا يُتحقق منه شيء في القالب: ${values}.`,
  ),
  // a stated setting
  setOn: both(
    (ids: string) => `Set on ${ids}.`,
    (ids) => `مضبوط على ${ids}.`,
  ),
  familySetting: both(
    (service: string, label: string, _path: string | undefined, value: unknown) =>
      value === true ? `${service}: ${label}` : `${service}: ${label} ${String(value)}`,
    // in Arabic the property keeps the name CloudFormation gives it where the template shows it
    (service, label, path, value) =>
      `إعداد ${path ?? label} في ${service}${value === true ? '' : `: ${String(value)}`}`,
  ),
  settingAsked: both(
    (type: string, path: string, value: string) => `${typeLabel(type)}: ${propertyLabel(path)} ${value}`,
    // in Arabic the property keeps the name CloudFormation gives it
    (type, path, value) => `إعداد ${path} في ${typeLabel(type)}: ${value}`,
  ),
  beyondBounds: both(
    (asked: string, path: string, type: string, built: string) =>
      `Not as stated: ${asked} is outside what ${path} of ${type} allows; built with ${built}.`,
    (asked, path, type, built) =>
      `ليس كما طُلب: ${asked} خارج ما يقبله ${path} في ${type}؛ بُني بالقيمة ${built}.`,
  ),
  metAsRelease: both(
    (release: string, asked: string, ids: string) =>
      `Met as ${release}, the newest release of ${asked} RDS creates, on ${ids}.`,
    (release, asked, ids) => `مُحقَّق بالإصدار ${release}، أحدث إصدار من ${asked} تنشئه RDS، على ${ids}.`,
  ),
  nothingToSetOn: both(
    (type: string, path: string) => `Not in the template: it has no ${type} to set ${path} on.`,
    (type, path) => `ليس في القالب: لا يوجد فيه ${type} يُضبط عليه ${path}.`,
  ),
  // a registry type the brief names
  builtAsIds: both(
    (ids: string) => `Built as ${ids}.`,
    (ids) => `مبني في ${ids}.`,
  ),
  noTypeWith: both(
    (type: string, stated: string) => `Not in the template: no ${type}${stated ? ` with ${stated}` : ''}.`,
    (type, stated) => `ليس في القالب: لا يوجد ${type}${stated ? ` فيه ${stated}` : ''}.`,
  ),
  // a stated retention
  keptFor: both(
    (of: 'backups' | 'logs' | 'data', label: string, moved: string) =>
      `${{ backups: 'Backups', logs: 'Logs', data: 'Data' }[of]} kept for ${label}${moved ? `, moved to colder storage after ${moved}` : ''}`,
    (of, label, moved) =>
      `${{ backups: 'تُحفظ النسخ الاحتياطية', logs: 'تُحفظ السجلات', data: 'تُحفظ البيانات' }[of]} ${label}${moved ? `، وتُنقل إلى تخزين أبرد بعد ${moved}` : ''}`,
  ),
  keptWhat: both(
    {
      backups: 'backups',
      'automated backups': 'automated backups',
      logs: 'logs',
      'object lock': 'object lock',
      transitions: 'transitions',
      'own retention': "the stores' own retention",
    },
    {
      backups: 'النسخ الاحتياطية',
      'automated backups': 'النسخ الاحتياطية التلقائية',
      logs: 'السجلات',
      'object lock': 'قفل الكائنات',
      transitions: 'النقل بين فئات التخزين',
      'own retention': 'مدة الاحتفاظ في المخازن نفسها',
    },
  ),
  period: both(
    (count: number, unit: PeriodUnit) => `${count} ${unit}${count === 1 ? '' : 's'}`,
    (count, unit) => periodAr(count, unit),
  ),
  listSeparator: both(', ', '، '),
  and: both(' and ', ' و'),
  clauseSeparator: both('; ', '؛ '),
  keepData: both(
    (whats: string, label: string) => `${whats} keep data ${label}.`,
    (whats, label) => `${whats} تحفظ البيانات ${label}.`,
  ),
  keptAndNot: both(
    (kept: string, short: string, more: number) =>
      `Kept as stated: ${kept || 'nothing'}. Not as stated: ${short}${more > 0 ? `; and ${more} more` : ''}.`,
    (kept, short, more) =>
      `محفوظ كما طُلب: ${kept || 'لا شيء'}. ليس كما طُلب: ${short}${more > 0 ? `؛ و${more} غيرها` : ''}.`,
  ),
  beyondRetention: both(
    (stated: number, max: number, days: number) =>
      `${stated} days is outside what a retention setting takes (1 to ${max} days): the design keeps data ${days} days at most.`,
    (stated, max, days) =>
      `${daysAr(stated)} خارج ما يقبله إعداد الاحتفاظ (من 1 إلى ${daysAr(max)}): يحفظ التصميم البيانات ${daysAr(days)} على الأكثر.`,
  ),
  logsClamped: both(
    (days: number, nearest: number) =>
      `CloudWatch Logs takes no ${days}-day retention: log groups are clamped to ${nearest} days, the nearest length it takes.`,
    (days, nearest) =>
      `لا يقبل CloudWatch Logs احتفاظًا مدته ${daysAr(days)}: ضُبطت مجموعات السجلات على ${daysAr(nearest)}، أقرب مدة يقبلها.`,
  ),
  noBackupPlan: both('no AWS Backup plan', 'لا خطة AWS Backup'),
  keepsBackups: both(
    (id: string, days: number | undefined) =>
      `${id} keeps backups ${days === undefined ? 'until deleted' : `${days} days`}`,
    (id, days) => `${id} يحفظ النسخ الاحتياطية ${days === undefined ? 'حتى تُحذف' : `${daysAr(days)}`}`,
  ),
  keepsOwnBackups: both(
    (id: string, days: number | undefined) =>
      `${id} keeps its own automated backups ${days === undefined ? 'the engine default' : `${days} days`}`,
    (id, days) =>
      `${id} يحفظ نسخه الاحتياطية التلقائية ${days === undefined ? 'المدة الافتراضية' : daysAr(days)}`,
  ),
  noRuleKeeps: both(
    (days: number) => `no backup rule keeps ${days} days`,
    (days) => `لا قاعدة نسخ احتياطي تحفظ ${daysAr(days)}`,
  ),
  keepsLogs: both(
    (id: string, days: number | undefined) =>
      `${id} keeps logs ${days === undefined ? 'until deleted' : `${days} days`}`,
    (id, days) => `${id} يحفظ السجلات ${days === undefined ? 'حتى تُحذف' : `${daysAr(days)}`}`,
  ),
  noObjectLock: both(
    (id: string) => `${id} has no Object Lock retention`,
    (id) => `${id} بلا احتفاظ Object Lock`,
  ),
  deletesSooner: both(
    (id: string, days: number) => `${id} has a lifecycle rule deleting objects after ${days} days`,
    (id, days) => `${id} فيه قاعدة دورة حياة تحذف الكائنات بعد ${daysAr(days)}`,
  ),
  keepsObjects: both(
    (id: string) => `${id} keeps objects until deleted`,
    (id) => `${id} يحفظ الكائنات حتى تُحذف`,
  ),
  deletesAfter: both(
    (id: string, days: number) => `${id} deletes objects after ${days} days`,
    (id, days) => `${id} يحذف الكائنات بعد ${daysAr(days)}`,
  ),
  nothingMoves: both(
    (what: 'objects' | 'backups', days: number) => `nothing moves ${what} after ${days} days`,
    (what, days) => `لا شيء ينقل ${what === 'objects' ? 'الكائنات' : 'النسخ الاحتياطية'} بعد ${daysAr(days)}`,
  ),
  mostItTakes: both(
    (label: string, max: number) => `the most ${label} it takes is ${max}`,
    (label, max) => `أقصى ما يقبله ${label} هو ${max}`,
  ),
  leastItTakes: both(
    (label: string, min: number) => `the least ${label} it takes is ${min}`,
    (label, min) => `أدنى ما يقبله ${label} هو ${min}`,
  ),
  noneHasValue: both(
    (types: string[], path: string, value: string) =>
      `Not in the template: no ${types.join(' or ')} has ${path} ${value}.`,
    (types, path, value) => `ليس في القالب: لا يوجد ${types.join(' أو ')} فيه ${path} ${value}.`,
  ),
  countInTemplate: both(
    (n: number, types: string[]) => `${n} in the template (${types.join(' or ')}).`,
    (n, types) => `${n} في القالب (${types.join(' أو ')}).`,
  ),
  // availability
  availabilityChosen: both(
    (multi: boolean) => `Availability: ${multi ? 'two or more zones' : 'one zone'} (the brief did not say)`,
    (multi) => `التوفر: ${multi ? 'منطقتا توفر أو أكثر' : 'منطقة توفر واحدة'} (لم يذكره الطلب)`,
  ),
  availabilityNotStated: both('Availability (not stated)', 'التوفر (غير مذكور)'),
  oneZoneEnough: both('One availability zone is enough', 'تكفي منطقة توفر واحدة'),
  acrossZones: both(
    (n: number) => `Runs across ${n} availability zones`,
    (n) => `يعمل عبر ${n} من مناطق التوفر`,
  ),
  subnetsInZones: both(
    (n: number) => `subnets in ${n} zone${n === 1 ? '' : 's'}`,
    (n) => (n === 1 ? 'شبكات فرعية في منطقة واحدة' : `شبكات فرعية في ${n} من المناطق`),
  ),
  noSubnets: both('no VPC subnets (regional services)', 'لا شبكات فرعية في VPC (خدمات إقليمية)'),
  inOneZone: both(
    (id: string) => `${id} in one zone`,
    (id) => `${id} في منطقة واحدة`,
  ),
  multiAz: both(
    (id: string) => `${id} Multi-AZ`,
    (id) => `${id} موزع على عدة مناطق (Multi-AZ)`,
  ),
  leanByDefault: both(
    ' Lean by default: the database has no standby in a second zone, so a zone outage stops it until the zone returns; ask for high availability to add one.',
    ' تصميم اقتصادي افتراضيًا: ليس لقاعدة البيانات نسخة احتياطية جاهزة في منطقة ثانية، فتتوقف إذا تعطلت منطقتها حتى تعود؛ اطلب توفرًا عاليًا لإضافتها.',
  ),
  standbyWanted: both(
    (controls: string, count: number, cost: { min: string; max: string } | undefined) =>
      ` No standby in a second zone: the brief did not ask for high availability, though ${controls} ${count === 1 ? 'asks' : 'ask'} for one${cost ? `; it would add about ${cost.min === cost.max ? cost.min : `${cost.min} to ${cost.max}`} a month` : ''}. Say "highly available" to add it.`,
    (controls, _count, cost) =>
      ` لا نسخة جاهزة في منطقة ثانية: لم يطلب الطلب توفرًا عاليًا، مع أن ${controls} يطلب ذلك${cost ? `؛ وستضيف نحو ${cost.min === cost.max ? cost.min : `${cost.min} إلى ${cost.max}`} شهريًا` : ''}. اطلب «توفرًا عاليًا» لإضافتها.`,
  ),
  standbyBecause: both(
    (controls: string, count: number) =>
      ` The database keeps a standby in a second zone because ${controls} ${count === 1 ? 'asks' : 'ask'} for it.`,
    (controls) => ` تحتفظ قاعدة البيانات بنسخة جاهزة في منطقة ثانية لأن ${controls} يطلب ذلك.`,
  ),
  // budget
  monthlyRange: both(
    (min: string, max: string) => `${min} to ${max} a month`,
    (min, max) => `من ${min} إلى ${max} شهريًا`,
  ),
  budgetNotStated: both('Budget (not stated)', 'الميزانية (غير مذكورة)'),
  noBudget: both(
    (range: string) => `No budget was given; the design is estimated at ${range}.`,
    (range) => `لم تُذكر ميزانية؛ تكلفة التصميم المقدّرة ${range}.`,
  ),
  atMost: both(
    (amount: string) => `At most ${amount} a month`,
    (amount) => `بحد أقصى ${amount} شهريًا`,
  ),
  estimated: both(
    (range: string, verdict: BudgetVerdict) =>
      `Estimated ${range}: ${STUDIO.cost.verdict[verdict].toLowerCase()}.`,
    (range, verdict) => `التكلفة المقدّرة ${range}: ${VERDICT_AR[verdict]}.`,
  ),
  // region
  regionAssumed: both(
    (region: string) => `Region ${region} (the brief did not say)`,
    (region) => `المنطقة ${region} (لم يذكرها الطلب)`,
  ),
  designFor: both(
    (region: string) => `The design is for ${region}.`,
    (region) => `التصميم للمنطقة ${region}.`,
  ),
  hostedIn: both(
    (place: string) => `Hosted in ${place}`,
    (place) => `الاستضافة في ${place}`,
  ),
  kingdomUnknown: both(
    (region: string) =>
      `The design is for ${region}; whether that is inside the Kingdom is unknown until in-Kingdom regions are set in Settings.`,
    (region) =>
      `التصميم للمنطقة ${region}؛ ولا يُعرف إن كانت داخل المملكة حتى تُحدَّد مناطق المملكة في الإعدادات.`,
  ),
  kingdomMet: both(
    (region: string) => `The design is for ${region}, an in-Kingdom region in your residency setting.`,
    (region) => `التصميم للمنطقة ${region}، وهي من مناطق المملكة في إعداد الإقامة لديك.`,
  ),
  kingdomNotMet: both(
    (region: string, regions: string) =>
      `The design is for ${region}, which is not among your in-Kingdom regions (${regions}).`,
    (region, regions) => `التصميم للمنطقة ${region}، وهي ليست من مناطق المملكة لديك (${regions}).`,
  ),
  // compliance frameworks
  compliesWith: both(
    (framework: string) => `Complies with ${framework}`,
    (framework) => `متوافق مع ${framework}`,
  ),
  heldTo: both(
    (framework: string) => `Held to ${framework} (none was named)`,
    (framework) => `يُقاس على ${framework} (لم يُذكر أي إطار)`,
  ),
  frameworkScore: both(
    (framework: string, score: number | undefined) =>
      `The template ${score === undefined ? 'not scored' : `scores ${score}`} on ${framework}.`,
    (framework, score) =>
      score === undefined ? `لم يُقيَّم القالب على ${framework}.` : `درجة القالب على ${framework}: ${score}.`,
  ),
  // what the brief says of access, audit and time
  everyAccessAudited: both('Every access audited', 'تدقيق كل وصول'),
  noInternetEndpoint: both('No endpoint reachable from the internet', 'لا نقطة نهاية يصل إليها الإنترنت'),
  nothingFacesInternet: both(
    'Every API is private and every load balancer internal; nothing faces the internet.',
    'كل واجهة برمجية خاصة وكل موازن أحمال داخلي؛ لا شيء مكشوف للإنترنت.',
  ),
  reachableFromInternet: both(
    (ids: string) => `Reachable from the internet: ${ids}.`,
    (ids) => `يصل إليه الإنترنت: ${ids}.`,
  ),
  apiSignIn: both(
    'Signed-in users call the API with their sign-in',
    'يستدعي المستخدمون المسجَّلون الواجهة بتسجيل دخولهم',
  ),
  noUserPool: both('No Cognito user pool in the template.', 'لا يوجد مجمع مستخدمين Cognito في القالب.'),
  tokenChecked: both(
    (authorizers: string) => `Every API method and route checks the user's token with ${authorizers}.`,
    (authorizers) => `كل طريقة ومسار في الواجهة يتحقق من رمز المستخدم عبر ${authorizers}.`,
  ),
  notCheckedAgainstPool: both(
    (ids: string, more: number) =>
      `Not checked against the user pool: ${ids}${more > 0 ? ` and ${more} more` : ''}.`,
    (ids, more) => `لا يُتحقق منه عبر مجمع المستخدمين: ${ids}${more > 0 ? ` و${more} غيرها` : ''}.`,
  ),
  scheduledRuns: both(
    (what: 'backups' | 'work', when: string, service?: string) =>
      `${what === 'backups' ? 'Backups run' : service ? `${service} runs` : 'Scheduled work runs'} ${when}`,
    (what, when, service) =>
      `${what === 'backups' ? 'تعمل النسخ الاحتياطية' : service ? `يعمل ${service}` : 'تعمل المهام المجدولة'} ${when}`,
  ),
  /** the days, then the time: at it, after it or by it, or a window between two times */
  scheduledWhen: both(
    (days: readonly Weekday[], relation: 'after' | 'by' | 'at', time: string, until?: string) =>
      `${days.length > 0 ? `${days.map((d) => DAY_NAMES.en[d]).join(', ')} ` : ''}${until === undefined ? `${{ after: 'at or after', by: 'by', at: 'at' }[relation]} ${time}` : `between ${time} and ${until}`}`,
    (days, relation, time, until) =>
      `${days.length > 0 ? `${days.map((d) => DAY_NAMES.ar[d]).join('، ')} ` : ''}${until === undefined ? `${{ after: 'عند أو بعد', by: 'قبل', at: 'عند' }[relation]} ${time}` : `بين ${time} و${until}`}`,
  ),
  everyDay: both('every day', 'كل يوم'),
  fromDefault: both(
    (detail: string) => `Read only from a default answer, not from the brief: ${detail}`,
    (detail) => `مقروء من إجابة افتراضية فقط، لا من الطلب: ${detail}`,
  ),
  onMonthDay: both(
    (day: number | 'L') => (day === 'L' ? 'on the last day of the month' : `on day ${day} of the month`),
    (day) => (day === 'L' ? 'في آخر يوم من الشهر' : `في اليوم ${day} من الشهر`),
  ),
  noSchedule: both(
    (what: 'backups' | 'work', types?: readonly string[]) =>
      `No ${what === 'backups' ? 'backup plan' : types ? `${types.join(' or ')} with a schedule` : 'scheduled job'} in the template.`,
    (what, types) =>
      `لا ${what === 'backups' ? 'خطة نسخ احتياطي' : types ? `${types.join(' أو ')} بجدول زمني` : 'مهمة مجدولة'} في القالب.`,
  ),
  notAtTime: both(
    (when: string) => `not ${when}`,
    (when) => `ليس ${when}`,
  ),
  // a clause of the brief nothing in the design was read from
  notUnderstood: both('Not understood', 'لم يُفهم'),
  notUnderstoodDetail: both(
    'Nothing in the design was read from these words, so nothing was built for them: say it another way, or build it outside this design.',
    'لم يُقرأ شيء في التصميم من هذه الكلمات، فلم يُبنَ لها شيء: أعد صياغتها، أو ابنِ ذلك خارج هذا التصميم.',
  ),
  // an edge of the design
  reaches: both(
    (from: string, to: string) => `${from} reaches ${to}`,
    (from, to) => `${from} يصل إلى ${to}`,
  ),
  edgeLeftOut: both(
    (why: string) => `Not built: ${why}`,
    (why) => `لم يُبنَ: ${why}`,
  ),
  edgeUnbuilt: both(
    (what: string) => `Nothing was built for ${what}, so this connection does not work.`,
    (what) => `لم يُبنَ شيء لـ ${what}، فهذا الاتصال لا يعمل.`,
  ),
  edgeUncarried: both(
    'The template has nothing that carries this connection.',
    'ليس في القالب ما يحمل هذا الاتصال.',
  ),
  edgeWired: both(
    'Both sides are wired: permission, trigger or configuration, and network path.',
    'الطرفان موصولان: الصلاحية، والمُشغِّل أو الإعداد، ومسار الشبكة.',
  ),
  missing: both(
    (what: string) => `Missing: ${what}.`,
    (what) => `ينقصه: ${what}.`,
  ),
  // what the brief refuses or the account has, said in the design's "Not built" list
  notBuiltRefused: both(
    (phrase: string) => `The brief asks for no ${phrase}, so none is built.`,
    (phrase) => `الطلب يستثني ${phrase}، فلم يُبنَ.`,
  ),
  // what the brief refuses by describing it ("nothing that runs all the time"): every family it describes
  notBuiltDescribed: both(
    (phrase: string) => `The brief refuses "${phrase}", so nothing of that kind is built.`,
    (phrase) => `الطلب يستثني "${phrase}"، فلم يُبنَ شيء من هذا النوع.`,
  ),
  notBuiltExisting: both(
    (phrase: string) => `The account already has its ${phrase}: the design refers to it and builds no other.`,
    (phrase) => `في الحساب ${phrase} من قبل: يشير إليه التصميم ولا يبني غيره.`,
  ),
  noBuildingBlock: both(
    'Synthesis has no compliant building block for it yet.',
    'ليس لدى التوليد بعدُ مكوّن متوافق لبنائه.',
  ),
};

type Catalogue = typeof LEDGER_PHRASES;

/** The ledger's phrases in one language. */
export type LedgerWords = { [Key in keyof Catalogue]: Catalogue[Key]['en'] };

const byLanguage = new Map<BriefLanguage, LedgerWords>();

/** The ledger's phrases in the brief's language. */
export function ledgerWords(language: BriefLanguage): LedgerWords {
  let words = byLanguage.get(language);
  if (!words) {
    words = Object.fromEntries(
      Object.entries(LEDGER_PHRASES).map(([key, phrase]) => [key, phrase[language]]),
    ) as LedgerWords;
    byLanguage.set(language, words);
  }
  return words;
}

/** Every phrase of the catalogue in both languages (for the test that keeps them side by side). */
export const LEDGER_CATALOGUE: Readonly<Record<string, Record<BriefLanguage, unknown>>> = LEDGER_PHRASES;

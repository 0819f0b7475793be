import type { SynthesisContext } from '../synthesis/context';
import { KEY_ID } from '../synthesis/parts';
import { ref } from './kit';
import { EMAIL_GIVEN, EMAIL_PARAMETER_PATTERN, emailsOf } from './names';
import type { ServiceSpec } from './types';

/**
 * What a spend alert watches (the bill, the spend, the costs, a budget) and the words for passing it.
 * Said in any order with a word for alerting, a budget is asked for; a budget alone ("a budget of
 * 300 USD a month") is what the design must stay within, not a resource (see reading/numbers.ts).
 */
// each form written out whole: the spelling reader knows a vocabulary word only as written ("spending" is no "sending")
const SPENT = '(?:bill|spending|spend|costs?|budget)';
const PASSES =
  '(?:pass(?:es)?|exceeds?|go(?:es)? (?:over|above|beyond)|is over|are over|reach(?:es)?|cross(?:es)?|hits?|tops?)';
// an address to write to, or a share of the budget to write at ("email finance@x.sa at 80%"), is an alert too
const ALERT =
  '(?:alerts?|alarms?|notify|notifications?|warn(?:ings?)?|e-?mail (?:me|us)|tell (?:me|us)|(?:e-?mail|mail)(?: to)? [a-z0-9._%+-]+@|(?:at|when (?:we |it )?(?:reach|hit|pass)(?:es)?) \\d{1,3} ?%)';
/** What is billed, said before its passing with a few words between ("the monthly AWS bill for the account goes over"). */
const BILLED = '(?:bill|spending|spend|costs?)';
/** Up to four words between what is spent and its passing (whose bill, which month). */
const GAP = "(?: [\\w'-]+){0,4}?";
/** Spending past an amount said as a condition ("if we spend more than 300 USD", "once we ever spend over"): an alert's. */
const SPENDS_PAST =
  '(?:if|when|once|whenever) (?:we|i|you|the account|our [\\w-]+)(?: ever)? (?:spends?|spent) (?:more than|over|above|beyond)';
/** "alert me when the bill passes 2,000 USD", "when this month's spend goes over", "a budget ... with an alert". */
const BILL = new RegExp(
  `\\b(aws budgets?|${SPENDS_PAST}|(?:billing|cost|spending|spend) (?:alerts?|alarms?|limits?)|${SPENT} ${PASSES}|${BILLED}${GAP} ${PASSES}|budget\\b[^.;]{0,50}\\b${ALERT}|${ALERT}\\b[^.;]{0,50}\\bbudget)\\b`,
);
/** The Arabic for what is spent, with or without its article: the bill, the spending, the costs, the budget. */
const SPENT_AR = '(?:ال)?(?:فاتور[ةه]|[إا]نفاق|تكلف[ةه]|تكاليف|مصاريف|مصروفات|ميزاني[ةه])';
/** Passing it, as the verb's past or present, masculine or feminine: "تجاوزت", "يتعدى", "زادت". */
// the Gulf "عدّت" (went past) is read without its shadda
const PASSES_AR = '(?:[تي]?تجاوز|تجاوزت|[تي]?تخط[ىي]|تخطت|[تي]?تعد[ىي]|تعدت|عدت|[تي]عدي|زادت?|[تي]زيد)';
/** The same condition in Arabic ("اذا صرفنا اكثر من ٥٠٠ دولار", "لو صرفنا فوق"): spending past an amount. */
const SPENDS_PAST_AR =
  '(?:[إا]ذا|لو|لما|عندما|متى) (?:صرفنا|صرفت|صرفتوا|صرفتو|نصرف|يصرف|تصرف) (?:[أا]كثر من|فوق|زياد[ةه] عن)';
const BILL_AR = new RegExp(
  `(${SPENDS_PAST_AR}|${PASSES_AR}\\s+${SPENT_AR}|${SPENT_AR}(?:\\s+\\S+){0,3}?\\s+${PASSES_AR}|\\b${SPENT}\\s+${PASSES_AR}|تنبيه (ال)?(فاتور[ةه]|تكلف[ةه]|[إا]نفاق)|ميزاني[ةه][^.؛\\n]{0,50}(تنبيه|نبهني|نبهنا|[إا]شعار|تجاوزنا|[إا]يميل|عند \\d{1,3} ?%)|(تنبيه|نبهني|نبهنا|[إا]شعار)[^.؛\\n]{0,50}ميزاني[ةه])`,
);
/** An amount of money the alert is at: "2,000 USD", "$500", "500 دولار". */
const AMOUNT = /(\d[\d,]*)(?:\.\d+)? ?(?:usd|us dollars?|dollars?|دولار)|\$ ?(\d[\d,]*)/;

/** The most a budget alert is set at here: AWS takes more, and a brief's typo should not. */
const MAX_LIMIT_USD = 10_000_000;

/**
 * A monthly cost budget that tells an alarm topic (and the brief's e-mail address) when the bill
 * passes the stated amount, or is forecast to. Budgets publish to the topic through its policy and
 * the design's key.
 */
export const budgets: ServiceSpec = {
  id: 'budgets',
  block_name: 'Budget',
  family: 'Budgets',
  label: 'AWS Budgets cost budget',
  names: BILL,
  phrases: BILL,
  arabic: BILL_AR,
  cost: 'none',
  stated_settings: [
    {
      key: 'limit_usd',
      words: AMOUNT,
      as: 'count',
      anywhere: true,
      max: MAX_LIMIT_USD,
      label: 'alert above (USD a month)',
      shows: { types: ['AWS::Budgets::Budget'], path: 'Budget.BudgetLimit.Amount' },
    },
    {
      key: 'email',
      words: EMAIL_GIVEN,
      as: 'name',
      anywhere: true,
      label: 'alerts e-mailed to',
      shows: {
        types: ['AWS::Budgets::Budget'],
        path: 'NotificationsWithSubscribers.Subscribers.Address',
        op: 'includes',
      },
    },
  ],
  // a topic the brief names is told too, in place of an address asked at deployment
  emits: 'push',
  sends_to: ['sns'],
  push(ctx, from, to) {
    if (to.service !== 'sns') return;
    const props = ctx.resources[from.main]?.Properties as
      | { NotificationsWithSubscribers: Notification[] }
      | undefined;
    const asked = askedAddress(from.name);
    for (const n of props?.NotificationsWithSubscribers ?? []) {
      // the topic delivers now: an address asked only because the brief named none goes
      n.Subscribers = n.Subscribers.filter((s) => !isRefTo(s.Address, asked));
      // a notification takes one SNS subscriber: the topic the brief names
      n.Subscribers.unshift({ SubscriptionType: 'SNS', Address: ref(to.main) });
    }
    delete ctx.parameters[asked];
    allowBudgetsToPublish(ctx, to.main);
    const budget = ctx.resources[from.main];
    if (budget) budget.DependsOn = `${to.main}Policy`;
  },
  build(ctx, name, settings) {
    const limit =
      typeof settings.limit_usd === 'number' && settings.limit_usd > 0
        ? settings.limit_usd
        : (ctx.requirements.budget.monthly_usd ?? 100);
    // Budgets e-mails the addresses itself: no topic (and no key for it) stands between a budget
    // and its readers unless the brief names one. With no address given, one is asked at deployment.
    const stated = typeof settings.email === 'string' ? emailsOf(settings.email) : [];
    const addresses: unknown[] = stated.length
      ? stated.slice(0, 10) // Budgets takes at most ten e-mail subscribers per notification
      : [
          ref(
            ctx.parameter(askedAddress(name), {
              Type: 'String',
              Description: `The e-mail address ${name}'s alerts go to (the brief named none).`,
              AllowedPattern: EMAIL_PARAMETER_PATTERN,
            }),
          ),
        ];
    const subscribers = addresses.map((address) => ({ SubscriptionType: 'EMAIL', Address: address }));
    const alert = (type: 'ACTUAL' | 'FORECASTED') => ({
      Notification: {
        NotificationType: type,
        ComparisonOperator: 'GREATER_THAN',
        Threshold: 100,
        ThresholdType: 'PERCENTAGE',
      },
      Subscribers: subscribers,
    });
    const budget = ctx.add(name, `${name}Budget`, {
      Type: 'AWS::Budgets::Budget',
      Properties: {
        Budget: {
          BudgetType: 'COST',
          TimeUnit: 'MONTHLY',
          BudgetLimit: { Amount: limit, Unit: 'USD' },
        },
        NotificationsWithSubscribers: [alert('ACTUAL'), alert('FORECASTED')],
      },
    });
    return { service: 'budgets', name, main: budget };
  },
};

interface Notification {
  Subscribers: { SubscriptionType: string; Address: unknown }[];
}

/** The parameter that asks for the address a budget e-mails when the brief gives none. */
const askedAddress = (name: string) => `${name}AlertEmail`;

const isRefTo = (value: unknown, id: string) => (value as { Ref?: string } | null)?.Ref === id;

/** Lets Budgets publish to `topic` (its policy) and use the design's key the topic is encrypted with. */
function allowBudgetsToPublish(ctx: SynthesisContext, topic: string): void {
  const principal = { Service: 'budgets.amazonaws.com' };
  const policy = ctx.resources[`${topic}Policy`]?.Properties as
    | { PolicyDocument: { Statement: { Sid?: string }[] } }
    | undefined;
  policy?.PolicyDocument.Statement.push({
    Sid: 'BudgetsPublish',
    Effect: 'Allow',
    Principal: principal,
    Action: 'sns:Publish',
    Resource: ref(topic),
  } as { Sid: string });
  const key = ctx.resources[KEY_ID]?.Properties?.KeyPolicy as { Statement: { Sid?: string }[] } | undefined;
  if (key && !key.Statement.some((st) => st.Sid === 'BudgetsPublish'))
    key.Statement.push({
      Sid: 'BudgetsPublish',
      Effect: 'Allow',
      Principal: principal,
      Action: ['kms:GenerateDataKey*', 'kms:Decrypt'],
      Resource: '*',
    } as { Sid: string });
}

import { addTopic, KEY_ID } from '../synthesis/parts';
import { ref } from './kit';
import { EMAIL_GIVEN, emailsOf } from './names';
import type { ServiceSpec } from './types';

/** "alert me when the bill passes 2,000 USD", "a budget alert", "تجاوزت الفاتورة". */
const BILL =
  /\b(aws budgets?|budget alerts?|billing (alerts?|alarms?)|cost (alerts?|alarms?)|spend(ing)? (alerts?|limits?)|(the|our|my|monthly|aws) (bill|spend(ing)?) (passes|exceeds|goes over|reaches|crosses|hits|is over))\b/;
const BILL_AR =
  /(تجاوزت? (ال)?فاتور[ةه]|(ال)?فاتور[ةه] (تجاوزت|تخطت|تعدت)|تنبيه (ال)?(فاتور[ةه]|تكلف[ةه]|إنفاق))/;
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
    { key: 'limit_usd', words: AMOUNT, as: 'count', anywhere: true, max: MAX_LIMIT_USD },
    { key: 'email', words: EMAIL_GIVEN, as: 'name', anywhere: true },
  ],
  build(ctx, name, settings) {
    const limit =
      typeof settings.limit_usd === 'number' && settings.limit_usd > 0
        ? settings.limit_usd
        : (ctx.requirements.budget.monthly_usd ?? 100);
    const topic = addTopic(ctx, name, `${name}Topic`);
    const principal = { Service: 'budgets.amazonaws.com' };
    const policy = ctx.resources[`${topic}Policy`]?.Properties as
      | { PolicyDocument: { Statement: unknown[] } }
      | undefined;
    policy?.PolicyDocument.Statement.push({
      Sid: 'BudgetsPublish',
      Effect: 'Allow',
      Principal: principal,
      Action: 'sns:Publish',
      Resource: ref(topic),
    });
    // the topic is encrypted with the design's key: Budgets needs to use it to publish
    const key = ctx.resources[KEY_ID]?.Properties?.KeyPolicy as { Statement: unknown[] } | undefined;
    key?.Statement.push({
      Sid: 'BudgetsPublish',
      Effect: 'Allow',
      Principal: principal,
      Action: ['kms:GenerateDataKey*', 'kms:Decrypt'],
      Resource: '*',
    });
    const subscribers = [
      { SubscriptionType: 'SNS', Address: ref(topic) },
      // Budgets takes at most ten e-mail subscribers per notification
      ...(typeof settings.email === 'string' ? emailsOf(settings.email).slice(0, 10) : []).map((address) => ({
        SubscriptionType: 'EMAIL',
        Address: address,
      })),
    ];
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
      DependsOn: `${topic}Policy`,
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

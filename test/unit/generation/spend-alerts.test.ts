import { describe, expect, it } from 'vitest';
import { designOfBrief, resourcesOfBrief } from '#test/fixtures/generation';

const budgetOf = (brief: string) =>
  resourcesOfBrief(brief).find((r) => r.type === 'AWS::Budgets::Budget')?.props as
    | { Budget: { BudgetLimit: { Amount: number } } }
    | undefined;

/**
 * A spend alert is asked for in many words (the spend, the costs or the budget passing an amount),
 * in English, Gulf and standard Arabic, mixed and misspelt: each gets its budget at the amount.
 */
describe('spend alerts are budgets', () => {
  it.each([
    ['Tell me by e-mail at finance@example.com when this month’s spend goes over 800 dollars.', 800],
    ['Alert me when our spending exceeds 1,500 USD.', 1500],
    ['notify ops@example.com if the AWS costs go over $300 in a month', 300],
    ['We want a monthly budget of 400 dollars with an alert to finance@example.com', 400],
    ['set a budegt of 1000 usd per month and e-mail me when we pass it', 1000],
    ['نبهني إذا تجاوز الإنفاق ٥٠٠ دولار', 500],
    ['أبي ميزانية شهرية ٢٠٠ دولار وتنبيه على ops@example.com إذا تجاوزناها', 200],
    ['أرسل تنبيهاً عندما تتجاوز التكاليف 900 دولار في الشهر', 900],
    ['ابغى alert لما ال spend يتعدى 250 USD', 250],
    // what is spent and its passing, with words between (whose bill, which month)
    ['نبي تنبيه لما فاتورة AWS الشهرية تتعدى ٧٠٠ دولار على الايميل', 700],
    ['أرسلوا إشعاراً إذا زادت تكاليف حسابنا في الشهر عن ١٢٠٠ دولار', 1200],
    ['Email us once the monthly AWS bill for the account goes over 2,500 USD.', 2500],
  ])('%s', (brief, amount) => {
    expect(budgetOf(brief)?.Budget.BudgetLimit.Amount).toBe(amount);
  });

  it('a budget the design must stay within is no budget resource', () => {
    expect(budgetOf('A web shop with a PostgreSQL database, budget of 300 USD a month')).toBeUndefined();
    expect(budgetOf('موقع بسيط بميزانية 100 دولار شهريا')).toBeUndefined();
  });
});

/**
 * A topic the brief names for its budget's alerts is the one the budget tells (its only SNS
 * subscriber), not a second topic left beside the budget's own. English, mixed, misspelt.
 */
describe('a budget tells the topic the brief names', () => {
  it.each([
    'A monthly AWS budget of 500 USD that notifies an SNS topic when we pass 80%.',
    'budget 300 dollars a month, alerts published to our SNS topic',
    'a montly budget of $2,000 that sends its alerts to an sns topic',
  ])('%s', (brief) => {
    const resources = resourcesOfBrief(brief);
    const topics = resources.filter((r) => r.type === 'AWS::SNS::Topic').map((r) => r.id);
    const budget = resources.find((r) => r.type === 'AWS::Budgets::Budget')?.props as
      | { NotificationsWithSubscribers: { Subscribers: { SubscriptionType: string; Address: unknown }[] }[] }
      | undefined;
    const told = budget?.NotificationsWithSubscribers.flatMap((n) =>
      n.Subscribers.filter((s) => s.SubscriptionType === 'SNS').map(
        (s) => (s.Address as { Ref: string }).Ref,
      ),
    );
    expect(topics).toHaveLength(1);
    expect(new Set(told)).toEqual(new Set(topics));
  });
});

type Subscriber = { SubscriptionType: string; Address: unknown };
const subscribersOf = (brief: string) => {
  const { resources, parameters } = designOfBrief(brief);
  const budget = resources.find((r) => r.type === 'AWS::Budgets::Budget')?.props as
    | { NotificationsWithSubscribers: { Subscribers: Subscriber[] }[] }
    | undefined;
  return {
    resources,
    parameters,
    notifications: budget?.NotificationsWithSubscribers.map((n) => n.Subscribers) ?? [],
  };
};

/**
 * Someone reads every spend alert: Budgets e-mails the brief's address itself, or one asked for at
 * deployment when the brief gives none; no topic that nobody subscribes to stands in between.
 */
describe('a spend alert reaches a person', () => {
  it.each(['alert me when the bill passes 2,000 USD', 'نبهني إذا تجاوزت الفاتورة 500 دولار'])(
    'with no address given, one is asked at deployment: %s',
    (brief) => {
      const { resources, parameters, notifications } = subscribersOf(brief);
      expect(notifications.length).toBeGreaterThan(0);
      for (const subscribers of notifications) {
        const asked = subscribers
          .filter((s) => s.SubscriptionType === 'EMAIL')
          .map((s) => (s.Address as { Ref?: string }).Ref);
        expect(asked).toHaveLength(1);
        expect(parameters[asked[0] as string]?.AllowedPattern).toBeDefined();
      }
      expect(resources.filter((r) => r.type === 'AWS::SNS::Topic')).toEqual([]);
    },
  );

  it.each([
    'Email ahmed@example.sa when our monthly AWS bill goes over 500 USD.',
    'A monthly budget of 400 dollars with an alert to ahmed@example.sa',
    'ابي تنبيه على الايميل ahmed@example.sa اذا فاتورة AWS الشهرية تعدّت ٥٠٠ دولار',
  ])('with an address given, Budgets e-mails it and asks for none: %s', (brief) => {
    const { resources, parameters, notifications } = subscribersOf(brief);
    expect(notifications.length).toBeGreaterThan(0);
    const mailedBy = (topic: unknown) =>
      resources
        .filter(
          (r) =>
            r.type === 'AWS::SNS::Subscription' &&
            (r.props.TopicArn as { Ref?: string }).Ref === (topic as { Ref?: string }).Ref,
        )
        .map((r) => r.props.Endpoint);
    for (const subscribers of notifications) {
      const reached = subscribers.flatMap((s) =>
        s.SubscriptionType === 'SNS' ? mailedBy(s.Address) : [s.Address],
      );
      expect(reached).toContain('ahmed@example.sa');
      expect(subscribers).toContainEqual({ SubscriptionType: 'EMAIL', Address: 'ahmed@example.sa' });
    }
    expect(Object.keys(parameters)).toEqual([]);
  });

  it('a topic the brief names takes the place of an address asked for', () => {
    const brief = 'A monthly AWS budget of 500 USD that notifies an SNS topic when we pass 80%.';
    const { parameters, notifications } = subscribersOf(brief);
    expect(notifications.length).toBeGreaterThan(0);
    for (const subscribers of notifications)
      expect(subscribers.map((s) => s.SubscriptionType)).toEqual(['SNS']);
    expect(Object.keys(parameters).filter((p) => p.startsWith('Budget'))).toEqual([]);
  });
});

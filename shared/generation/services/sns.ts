import { ref } from '../../cfn/build';
import { addTopic } from '../synthesis/parts';
import { EMAIL_GIVEN, EMAIL_PARAMETER_PATTERN, emailsOf, NAME_GIVEN, PHONE, WEB_ADDRESS } from './names';
import type { ServiceSpec } from './types';

type PolicyDoc = { PolicyDocument: { Statement: unknown[] } };

/**
 * Words for an alarm's delivery: a brief refusing them ("don't send any e-mail or notification, we
 * watch the console") wants its alarms seen in CloudWatch only, so none is sent anywhere.
 */
export const DELIVERY_WORDS =
  /\b(?:notifications?|notify|e-?mails?|alerts?|messages?|sms)\b|(?:إشعار|اشعار|إشعارات|اشعارات|تنبيه|تنبيهات|بريد|إيميل|ايميل|رسائل|رسالة)/;

export const sns: ServiceSpec = {
  id: 'sns',
  block_name: 'Topic',
  family: 'SNS',
  label: 'Amazon SNS topic',
  names: /\b(amazon sns|sns( topics?)?|simple notification service)\b/,
  // an alert or an e-mail sent to an address the brief gives, or to the people who run the design
  // ("email me at ops@...", "e-mail alerts", "alert the on-call by e-mail"): a topic with an e-mail
  // subscription, where mail to customers is SES's
  phrases:
    /\b(amazon sns|sns( topics?)?|simple notification service|topics?|fan[- ]?out|pub\/?sub|publish[- ]subscribe|sms|text messages?|push notifications?|(?:notify|alert|page|warn) [a-z0-9._%+-]+@[a-z0-9.-]+|(?:alerts?|notifications?|warnings?)\b[^.;]{0,30}\bto [a-z0-9._%+-]+@[a-z0-9.-]+|e-?mail(?:s|ed|ing)? (?:(?:[a-z-]+ ){0,4}(?:to|at) )?[a-z0-9._%+-]+@[a-z0-9.-]+|e-?mail (?:me|us)\b|e-?mail (?:alerts?|alarms?|warnings?)|(?:alert|page|warn)(?:s|ed|ing)? (?:[a-z-]+ ){0,4}(?:by|via|over) e-?mail)/,
  // an alert, a notice or an e-mail sent to an address the brief gives ("أرسل تنبيهاً إلى noc@...",
  // "أرسل بريدا إلكترونيا إلى ops@..."), or an alert by e-mail ("تنبيه بالبريد")
  arabic_phrases:
    /(إشعارات|اشعارات|رسائل نصية|موضوع sns|تنبيهات فورية|(?:تنبيه|إشعار|اشعار|بريد|إيميل|ايميل)[^.؛\n]{0,24}(?:إلى|على)\s*[a-z0-9._%+-]+@|(?:تنبيه|إنذار)[^.؛\n]{0,12}(?:بالبريد|عبر البريد|بالإيميل))/,
  cost: 'request',
  emits: 'push',
  sends_to: ['lambda', 'sqs', 'firehose', 'http'],
  target: { actions: ['sns:Publish'], arn: (n) => ref(n.main) },
  accept(ctx, node, principal, source) {
    const policy = ctx.resources[`${node.main}Policy`]?.Properties as PolicyDoc | undefined;
    policy?.PolicyDocument.Statement.push({
      Sid: `Allow${principal.split('.')[0]}${policy.PolicyDocument.Statement.length}`,
      Effect: 'Allow',
      Principal: { Service: principal },
      Action: 'sns:Publish',
      Resource: ref(node.main),
      Condition: { ArnEquals: { 'aws:SourceArn': source } },
    });
  },
  push(ctx, from, to, delivery) {
    const protocol =
      to.service === 'sqs'
        ? 'sqs'
        : to.service === 'lambda'
          ? 'lambda'
          : to.service === 'firehose'
            ? 'firehose'
            : undefined;
    if (!protocol) return;
    const role = delivery.allow('sns.amazonaws.com', ref(from.main));
    ctx.add(from.name, `${from.name}To${to.name}`, {
      Type: 'AWS::SNS::Subscription',
      Properties: {
        TopicArn: ref(from.main),
        Protocol: protocol,
        Endpoint: delivery.arn,
        ...(protocol === 'sqs' ? { RawMessageDelivery: true } : {}),
        ...(role ? { SubscriptionRoleArn: role } : {}),
      },
    });
  },
  stated_settings: [
    { key: 'topic_name', words: NAME_GIVEN, as: 'name' },
    // an address the brief has the topic's messages sent to
    { key: 'email', words: EMAIL_GIVEN, as: 'name', anywhere: true },
    // alerts asked for by e-mail with no address given ("email us if..."): the address is asked at deployment
    {
      key: 'email_alerts',
      words:
        /\be-?mail (?:me|us|the (?:team|on-?call|ops))\b|\be-?mail (?:alerts?|alarms?|warnings?|notifications?|subscriptions?|subscribers?|endpoints?)\b|\b(?:alert|page|warn|notif(?:y|ies|ied|ying)|deliver|send|sent|forward|publish)(?:s|ed|ing)? (?:[a-z-]+ ){0,4}(?:by|via|over|through|with an?) e-?mail\b|\bsubscribes? (?:an? |the |their )?e-?mail\b|\bsend (?:me |us )?an? e-?mail\b|(?:تنبيه|إنذار|إشعار|اشعار|الإشعارات|الاشعارات|التنبيهات)[^.؛\n]{0,12}(?:بالبريد|عبر البريد|بالإيميل|عبر الإيميل|بالايميل|عبر الايميل)|(?:راسلنا|راسلني|أرسل لنا بريد)/,
      value: true,
      anywhere: true,
    },
    // a phone number the topic's messages are texted to
    {
      key: 'phone',
      words: new RegExp(String.raw`(?<![\w+])(${PHONE})\b`),
      as: 'name',
      anywhere: true,
      label: 'SMS number',
      shows: { types: ['AWS::SNS::Subscription'], path: 'Endpoint' },
    },
    // messages sent as texts with no number given: the number is asked at deployment
    {
      key: 'sms',
      words: /\bsms\b|\btext messages?\b|\btexts? (?:me|us|the)\b|رسائل نصية|رسالة نصية/,
      value: true,
      anywhere: true,
    },
    // a web address the topic's messages are delivered to ("posts them to https://...")
    {
      key: 'web_endpoint',
      words: new RegExp(
        String.raw`\b(?:webhooks?|endpoints?|subscri\w*|(?:posts?|deliver\w*|push\w*|forward\w*|sends?) (?:[a-z]+ ){0,4}to)\b[^.;\n]{0,30}?\b(${WEB_ADDRESS})`,
      ),
      as: 'attribute',
      anywhere: true,
      label: 'subscription endpoint',
      shows: { types: ['AWS::SNS::Subscription'], path: 'Endpoint' },
    },
    // a web subscriber with no address given: the address is asked at deployment
    { key: 'web', words: /\bhttps? (?:subscriptions?|subscribers?|endpoints?)\b/, value: true },
    // a subscription asked for by that word alone ("a topic with one subscription")
    { key: 'subscription', words: /\bsubscri\w*|اشتراك/, value: true },
  ],
  build(ctx, name, settings) {
    const topic = addTopic(ctx, name, `${name}Topic`);
    const props = ctx.resources[topic]?.Properties as Record<string, unknown>;
    if (typeof settings.topic_name === 'string') props.TopicName = settings.topic_name;
    /** An endpoint the brief asks for without giving it: a parameter, asked at deployment. */
    const asked = (suffix: string, what: string, pattern: string) =>
      ref(
        ctx.parameter(`${name}${suffix}`, {
          Type: 'String',
          Description: `The ${what} ${name}'s messages go to (the brief named none).`,
          AllowedPattern: pattern,
        }),
      );
    const email = () => asked('AlertEmail', 'e-mail address', EMAIL_PARAMETER_PATTERN);
    // each address the brief gives is a subscription of its own
    const mailed =
      typeof settings.email === 'string'
        ? emailsOf(settings.email)
        : settings.email_alerts === true
          ? [email()]
          : [];
    const texted =
      typeof settings.phone === 'string'
        ? [settings.phone]
        : settings.sms === true
          ? [asked('PhoneNumber', 'phone number (with its country code)', '^\\+[1-9][0-9]{7,14}$')]
          : [];
    const posted =
      typeof settings.web_endpoint === 'string'
        ? [settings.web_endpoint]
        : settings.web === true
          ? [asked('EndpointUrl', 'HTTPS address', '^https://\\S+$')]
          : [];
    // a subscription asked for with no subscriber at all (none given, no edge from the topic): an e-mail one
    const bare =
      settings.subscription === true &&
      mailed.length + texted.length + posted.length === 0 &&
      !(ctx.plan.connections ?? []).some((edge) => edge.from === name);
    const subscriptions: [kind: string, protocol: string, endpoint: unknown][] = [
      ...(bare ? [email()] : mailed).map((e): [string, string, unknown] => ['Email', 'email', e]),
      ...texted.map((e): [string, string, unknown] => ['Sms', 'sms', e]),
      ...posted.map((e): [string, string, unknown] => [
        'Web',
        typeof e === 'string' && e.startsWith('http:') ? 'http' : 'https',
        e,
      ]),
    ];
    const counts = new Map<string, number>();
    for (const [kind, protocol, endpoint] of subscriptions) {
      const n = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, n);
      ctx.add(name, `${name}${kind}Subscription${n === 1 ? '' : n}`, {
        Type: 'AWS::SNS::Subscription',
        Properties: { TopicArn: ref(topic), Protocol: protocol, Endpoint: endpoint },
      });
    }
    return { service: 'sns', name, main: topic };
  },
};

import { ref } from '../../cfn/build';
import { addTopic } from '../synthesis/parts';
import { EMAIL_GIVEN, emailsOf, NAME_GIVEN } from './names';
import type { ServiceSpec } from './types';

type PolicyDoc = { PolicyDocument: { Statement: unknown[] } };

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
    /\b(amazon sns|sns( topics?)?|simple notification service|topics?|fan[- ]?out|pub\/?sub|publish[- ]subscribe|sms|text messages?|push notifications?|(?:notify|alert|page|warn) [a-z0-9._%+-]+@[a-z0-9.-]+|(?:alerts?|notifications?|warnings?)\b[^.;]{0,30}\bto [a-z0-9._%+-]+@[a-z0-9.-]+|e-?mail(?:s|ed|ing)? (?:[a-z-]+ ){0,4}(?:to|at) [a-z0-9._%+-]+@[a-z0-9.-]+|e-?mail (?:me|us)\b|e-?mail (?:alerts?|alarms?|warnings?)|(?:alert|page|warn)(?:s|ed|ing)? (?:[a-z-]+ ){0,4}(?:by|via|over) e-?mail)/,
  // an alert, a notice or an e-mail sent to an address the brief gives ("أرسل تنبيهاً إلى noc@...",
  // "أرسل بريدا إلكترونيا إلى ops@..."), or an alert by e-mail ("تنبيه بالبريد")
  arabic_phrases:
    /(إشعارات|اشعارات|رسائل نصية|موضوع sns|تنبيهات فورية|(?:تنبيه|إشعار|اشعار|بريد|إيميل|ايميل)[^.؛\n]{0,24}(?:إلى|على)\s*[a-z0-9._%+-]+@|(?:تنبيه|إنذار)[^.؛\n]{0,12}(?:بالبريد|عبر البريد|بالإيميل))/,
  cost: 'request',
  emits: 'push',
  sends_to: ['lambda', 'sqs', 'firehose', 'step-functions', 'http'],
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
  ],
  build(ctx, name, settings) {
    const topic = addTopic(ctx, name, `${name}Topic`);
    const props = ctx.resources[topic]?.Properties as Record<string, unknown>;
    if (typeof settings.topic_name === 'string') props.TopicName = settings.topic_name;
    // each address the brief gives is a subscription of its own
    const endpoints =
      typeof settings.email === 'string'
        ? emailsOf(settings.email)
        : settings.email_alerts === true
          ? [
              ref(
                ctx.parameter(`${name}AlertEmail`, {
                  Type: 'String',
                  Description: `The e-mail address ${name}'s alerts go to (the brief named none).`,
                  AllowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
                }),
              ),
            ]
          : [];
    for (const [i, endpoint] of endpoints.entries())
      ctx.add(name, `${name}EmailSubscription${i === 0 ? '' : i + 1}`, {
        Type: 'AWS::SNS::Subscription',
        Properties: { TopicArn: ref(topic), Protocol: 'email', Endpoint: endpoint },
      });
    return { service: 'sns', name, main: topic };
  },
};

import { sub } from './kit';
import type { ServiceSpec } from './types';

/** An SES e-mail identity (the design's domain) with a configuration set; senders get ses:SendEmail on it. */
export const ses: ServiceSpec = {
  id: 'ses',
  single: true,
  block_name: 'Email',
  family: 'SES',
  label: 'Amazon SES e-mail identity',
  names: /\b(amazon ses|ses|simple email service)\b/,
  phrases:
    // what is sent out as mail, said of the mail or of what it carries ("reminders are e-mailed",
    // "receipts go out by email", "we e-mail the invoice")
    /\b(send(s|ing)? (an )?e-?mails?|e-?mail (notifications?|reminders?|receipts?|sending)|transactional e-?mails?|e-?mailed|e-?mail(s|ing)? (the|a|an|each|every|our|their|them|him|her|customers?|users?|patients?|staff)\b|(sent|send|sends|go(es)? out|delivered|notif\w+|remind\w*) (\w+ ){0,3}(by|via|over|through) e-?mail|newsletters?|mailing lists?|e-?mail campaigns?|bulk e-?mails?)\b/,
  arabic_phrases:
    /(البريد الإلكتروني|بريد إلكتروني|رسائل البريد|إرسال بريد|ارسال بريد|نشر[ةه] بريدي[ةه]|(?:ال)?نشر[ةه] (?:ال)?إخباري[ةه]|قائم[ةه] بريدي[ةه])/,
  cost: 'request',
  target: {
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    arn: (n) => sub(`arn:\${AWS::Partition}:ses:\${AWS::Region}:\${AWS::AccountId}:identity/\${${n.main}}`),
  },
  build(ctx, name, settings) {
    const domain = ctx.parameter('DomainName', {
      Type: 'String',
      Default: String(settings.domain ?? 'app.example.com'),
      AllowedPattern: '^([a-z0-9-]+\\.)+[a-z]{2,}$',
      Description: 'The domain this design answers for.',
    });
    const config = ctx.add(name, `${name}ConfigurationSet`, {
      Type: 'AWS::SES::ConfigurationSet',
      Properties: {
        DeliveryOptions: { TlsPolicy: 'REQUIRE' },
        ReputationOptions: { ReputationMetricsEnabled: true },
      },
    });
    const identity = ctx.add(name, `${name}Identity`, {
      Type: 'AWS::SES::EmailIdentity',
      Properties: {
        EmailIdentity: { Ref: domain },
        ConfigurationSetAttributes: { ConfigurationSetName: { Ref: config } },
      },
    });
    return { service: 'ses', name, main: identity };
  },
};

/** Receiving e-mail: a receipt rule set whose rule hands each message to the function behind it. */
export const sesInbound: ServiceSpec = {
  id: 'ses-inbound',
  single: true,
  block_name: 'Inbox',
  family: 'SES',
  label: 'Amazon SES e-mail receiving',
  names:
    /\b(receiv\w*( \w+)? e-?mails? (with|using|by|through|in) (amazon )?ses|ses (e-?mail )?receiving|inbound e-?mails?)\b/,
  phrases: /\b(receiv\w*( \w+)? e-?mails?|incoming e-?mails?|process (the )?e-?mails?)\b/,
  arabic: /(استقبال البريد|البريد الوارد)/,
  cost: 'request',
  needs: ['lambda', 'route53'],
  emits: 'push',
  sends_to: ['lambda', 's3', 'sns'],
  push(ctx, from, to, delivery) {
    const ruleSet = from.main;
    if (to.service !== 'lambda' || ctx.resources[`${from.name}Rule`]) return;
    delivery.allow(
      'ses.amazonaws.com',
      sub(`arn:\${AWS::Partition}:ses:\${AWS::Region}:\${AWS::AccountId}:receipt-rule-set/*`),
    );
    const permission = Object.keys(ctx.resources)
      .filter((id) => id.startsWith(`${to.name}InvokeBy`))
      .at(-1);
    ctx.add(from.name, `${from.name}Rule`, {
      Type: 'AWS::SES::ReceiptRule',
      ...(permission ? { DependsOn: permission } : {}),
      Properties: {
        RuleSetName: { Ref: ruleSet },
        Rule: {
          Enabled: true,
          ScanEnabled: true,
          TlsPolicy: 'Require',
          Actions: [{ LambdaAction: { FunctionArn: delivery.arn, InvocationType: 'Event' } }],
        },
      },
    });
  },
  target: { actions: ['ses:DescribeReceiptRuleSet'], arn: () => '*' },
  build(ctx, name) {
    const ruleSet = ctx.add(name, `${name}RuleSet`, { Type: 'AWS::SES::ReceiptRuleSet', Properties: {} });
    return { service: 'ses-inbound', name, main: ruleSet };
  },
};

import type { SynthesisContext } from '../synthesis/context';
import { KEY_ID } from '../synthesis/parts';
import { ref, sub } from './kit';
import type { ServiceNode, ServiceSpec } from './types';

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
    if (to.service === 's3') {
      // the message is written to the bucket first (SES must be let write it, and use its key)
      const policy = allowSesToWrite(ctx, to.main);
      receiptRule(ctx, from, policy, {
        S3Action: { BucketName: ref(to.main), ObjectKeyPrefix: 'inbound/' },
      });
      return;
    }
    if (to.service !== 'lambda' || ruleActions(ctx, from)?.some((a) => 'LambdaAction' in a)) return;
    delivery.allow(
      'ses.amazonaws.com',
      sub(`arn:\${AWS::Partition}:ses:\${AWS::Region}:\${AWS::AccountId}:receipt-rule-set/*`),
    );
    const permission = Object.keys(ctx.resources)
      .filter((id) => id.startsWith(`${to.name}InvokeBy`))
      .at(-1);
    receiptRule(ctx, from, permission, {
      LambdaAction: { FunctionArn: delivery.arn, InvocationType: 'Event' },
    });
  },
  target: { actions: ['ses:DescribeReceiptRuleSet'], arn: () => '*' },
  build(ctx, name) {
    const ruleSet = ctx.add(name, `${name}RuleSet`, { Type: 'AWS::SES::ReceiptRuleSet', Properties: {} });
    return { service: 'ses-inbound', name, main: ruleSet };
  },
};

type ReceiptAction = Record<string, unknown>;

/** The actions of the inbox's one receipt rule, if it has been made. */
function ruleActions(ctx: SynthesisContext, inbox: ServiceNode): ReceiptAction[] | undefined {
  const props = ctx.resources[`${inbox.name}Rule`]?.Properties as
    | { Rule: { Actions: ReceiptAction[] } }
    | undefined;
  return props?.Rule.Actions;
}

/**
 * The inbox's receipt rule with one more action: one rule does each thing the brief has received
 * mail reach, in the order its edges are wired (kept in the bucket, then handed to the function).
 */
function receiptRule(
  ctx: SynthesisContext,
  inbox: ServiceNode,
  after: string | undefined,
  action: ReceiptAction,
) {
  const id = `${inbox.name}Rule`;
  const existing = ctx.resources[id];
  if (existing) {
    ruleActions(ctx, inbox)?.push(action);
    if (after) existing.DependsOn = [...new Set([...[existing.DependsOn ?? []].flat(), after])] as string[];
    return;
  }
  ctx.add(inbox.name, id, {
    Type: 'AWS::SES::ReceiptRule',
    ...(after ? { DependsOn: [after] } : {}),
    Properties: {
      RuleSetName: { Ref: inbox.main },
      Rule: { Enabled: true, ScanEnabled: true, TlsPolicy: 'Require', Actions: [action] },
    },
  });
}

/**
 * Lets SES write received mail into a bucket of this account (its bucket policy) and encrypt it
 * with the design's key where the bucket uses it; returns the bucket policy the rule waits for.
 */
function allowSesToWrite(ctx: SynthesisContext, bucket: string): string | undefined {
  const policyId = `${bucket}Policy`;
  const statements = (
    ctx.resources[policyId]?.Properties as
      | { PolicyDocument?: { Statement: Record<string, unknown>[] } }
      | undefined
  )?.PolicyDocument?.Statement;
  statements?.push({
    Sid: 'AllowSesToWriteReceivedMail',
    Effect: 'Allow',
    Principal: { Service: 'ses.amazonaws.com' },
    Action: 's3:PutObject',
    Resource: sub(`\${${bucket}.Arn}/*`),
    Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
  });
  const keyStatements = (
    ctx.resources[KEY_ID]?.Properties?.KeyPolicy as { Statement: { Sid?: string }[] } | undefined
  )?.Statement;
  if (keyStatements && !keyStatements.some((st) => st.Sid === 'SesReceivingUse'))
    keyStatements.push({
      Sid: 'SesReceivingUse',
      Effect: 'Allow',
      Principal: { Service: 'ses.amazonaws.com' },
      Action: ['kms:Encrypt', 'kms:GenerateDataKey*'],
      Resource: '*',
      Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
    } as { Sid: string });
  return statements ? policyId : undefined;
}

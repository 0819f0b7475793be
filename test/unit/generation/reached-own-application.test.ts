import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

const APPLICATION = [
  'AWS::RDS::DBInstance',
  'AWS::RDS::DBCluster',
  'AWS::AutoScaling::AutoScalingGroup',
  'AWS::EC2::Instance',
  'AWS::ECS::Service',
];

/**
 * The customer's own application, reached by what the brief asks for ("a certificate on the load
 * balancer in front of our web servers", "a code by SMS when users sign in to our portal"), is
 * theirs already: the design builds what reaches it, not a second application with a database.
 */
describe('an application the brief reaches as the customer’s own is not built again', () => {
  it.each([
    [
      'a hosted zone pointing at it',
      'Route 53 hosted zone for alnahda-school.sa that points to our website',
      'AWS::Route53::HostedZone',
    ],
    [
      'a certificate in front of it',
      'a TLS certificate for shop.example.sa on the load balancer in front of our web servers',
      'AWS::CertificateManager::Certificate',
    ],
    [
      'sign-in to it',
      'text users a one-time code by SMS when they sign in to our portal',
      'AWS::Cognito::UserPool',
    ],
    ['typos', 'pls send an sms one time code wen users log in to our web portal', 'AWS::Cognito::UserPool'],
    ['Gulf Arabic', 'نبي نطاق مخصص في راوت 53 يوجه على الموقع حقنا', 'AWS::Route53::HostedZone'],
    [
      'MSA Arabic',
      'نريد منطقة مستضافة في Route 53 تشير إلى الموقع الإلكتروني الخاص بنا',
      'AWS::Route53::HostedZone',
    ],
    ['mixed', 'نبي hosted zone في Route 53 توجه على الـ website حقنا', 'AWS::Route53::HostedZone'],
    [
      'a general word for it',
      'send users a code by SMS when they log in to our app',
      'AWS::Cognito::UserPool',
    ],
  ])('%s', (_, brief, asked) => {
    // act
    const types = typesOfBrief(brief);
    // assert
    expect(types).toContain(asked);
    for (const t of APPLICATION) expect(types).not.toContain(t);
  });

  it.each([
    'Our website sells abayas; we need it on AWS with a PostgreSQL database.',
    'We want to host our portal on AWS: web servers and a MySQL database.',
    'Move our website to AWS with a PostgreSQL database behind it.',
    'ننقل الموقع حقنا إلى AWS مع قاعدة بيانات PostgreSQL',
  ])('an application the brief asks to build or move is built: %s', (brief) => {
    const types = typesOfBrief(brief);
    expect([...types].some((t) => t.startsWith('AWS::RDS::'))).toBe(true);
  });
});

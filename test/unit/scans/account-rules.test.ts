import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULES } from '#shared/compliance/account/index';
import { controlRefs, frameworkSeverity } from '#shared/compliance/mapping';
import { FRAMEWORK_IDS } from '#shared/compliance/types';
import { accountFacts } from '#test/fixtures/account-facts';

const rule = (id: string) => {
  const found = ACCOUNT_RULES.find((r) => r.id === id);
  if (!found) throw new Error(`no account rule ${id}`);
  return found;
};

describe('account rules', () => {
  it('all pass on a well-run account', () => {
    for (const r of ACCOUNT_RULES) expect(r.evaluate(accountFacts()), r.id).toEqual({ status: 'pass' });
  });

  it('are cited by the framework data, like resource rules, in every framework', () => {
    for (const r of ACCOUNT_RULES) {
      const cited = FRAMEWORK_IDS.filter((f) => controlRefs(r.id, [f]).length > 0);
      expect(cited.length, r.id).toBeGreaterThan(0);
      for (const framework of cited)
        expect(frameworkSeverity(r.id, framework), `${r.id} ${framework}`).toBeDefined();
    }
  });

  it('fail each fact that is off, naming the account and region', () => {
    const cases: [string, Parameters<typeof accountFacts>[0], RegExp][] = [
      [
        'account-root-mfa',
        { global: { rootMfaEnabled: false } },
        /root user of account 444455556666 has no MFA/,
      ],
      ['account-password-policy', { global: { passwordPolicy: undefined } }, /has no IAM password policy/],
      [
        'account-s3-public-access-block',
        { global: { s3PublicAccessBlock: undefined } },
        /does not block public access/,
      ],
      [
        'account-cloudtrail-enabled',
        { regional: { cloudTrailLogging: false } },
        /No CloudTrail trail is logging me-south-1/,
      ],
      [
        'account-config-recording',
        { regional: { configRecording: false } },
        /AWS Config is not recording in me-south-1/,
      ],
      [
        'account-guardduty-enabled',
        { regional: { guardDutyEnabled: false } },
        /GuardDuty is not enabled in me-south-1/,
      ],
      [
        'account-securityhub-enabled',
        { regional: { securityHubEnabled: false } },
        /Security Hub is not enabled/,
      ],
      [
        'account-ebs-default-encryption',
        { regional: { ebsEncryptionByDefault: false } },
        /EBS encryption by default is off/,
      ],
    ];
    for (const [id, overrides, message] of cases) {
      const evaluation = rule(id).evaluate(accountFacts(overrides));
      expect(evaluation.status, id).toBe('fail');
      expect(evaluation.status === 'fail' && evaluation.message, id).toMatch(message);
    }
  });

  it('names what a weak password policy lacks', () => {
    const evaluation = rule('account-password-policy').evaluate(
      accountFacts({
        global: {
          passwordPolicy: {
            minimumLength: 8,
            requireSymbols: false,
            requireNumbers: true,
            requireUppercase: true,
            requireLowercase: true,
            reusePrevention: 24,
          },
        },
      }),
    );
    expect(evaluation).toEqual({
      status: 'fail',
      message:
        'The password policy of account 444455556666 does not require at least 14 characters, symbols.',
    });
  });

  it('fails a password policy that lets users go back to their recent passwords (Prowler iam_password_policy_reuse_24)', () => {
    const strong = accountFacts().global?.passwordPolicy;
    if (!strong) throw new Error('the fixture account has a password policy');
    const evaluation = rule('account-password-policy').evaluate(
      accountFacts({ global: { passwordPolicy: { ...strong, reusePrevention: 5 } } }),
    );
    expect(evaluation).toEqual({
      status: 'fail',
      message:
        'The password policy of account 444455556666 does not require that the last 24 passwords are not reused.',
    });
    expect(rule('account-password-policy').evaluate(accountFacts()).status).toBe('pass');
  });

  it('cannot evaluate a fact that could not be read, and skips account-wide rules outside the first region', () => {
    expect(
      rule('account-guardduty-enabled').evaluate(accountFacts({ regional: { guardDutyEnabled: null } }))
        .status,
    ).toBe('unknown');
    expect(rule('account-root-mfa').evaluate(accountFacts({ global: { rootMfaEnabled: null } })).status).toBe(
      'unknown',
    );
    expect(rule('account-root-mfa').evaluate(accountFacts({ global: null })).status).toBe('not_applicable');
  });
});

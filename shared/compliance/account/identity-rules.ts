import type { AccountRule } from './account-rule';
import { requireFact } from './account-rule';

export const accountRootMfa: AccountRule = {
  id: 'account-root-mfa',
  scope: 'global',
  severity: 'critical',
  title: 'The root user signs in with multi-factor authentication',
  description:
    'The root user can do anything in the account, including closing it; a password alone is one phishing ' +
    'e-mail away from full control.',
  remediation: 'Sign in as the root user and assign an MFA device (IAM > Security credentials > Assign MFA).',
  evaluate(facts) {
    if (!facts.global) return { status: 'not_applicable' };
    return requireFact(
      facts.global.rootMfaEnabled,
      `The root user of account ${facts.accountNumber} has no MFA device.`,
      'the account summary (root MFA)',
    );
  },
};

const STRONG_LENGTH = 14;
/** passwords a user may not reuse (CIS AWS Foundations 1.9) */
const REUSE_REMEMBERED = 24;

export const accountPasswordPolicy: AccountRule = {
  id: 'account-password-policy',
  scope: 'global',
  severity: 'medium',
  title: 'IAM users must choose strong passwords',
  description: `A password policy asks for at least ${STRONG_LENGTH} characters with upper and lower case letters, numbers and symbols, and refuses the last ${REUSE_REMEMBERED} passwords.`,
  remediation: `Set an account password policy: minimum length ${STRONG_LENGTH}, require uppercase, lowercase, numbers and symbols, prevent reuse of the last ${REUSE_REMEMBERED}.`,
  evaluate(facts) {
    if (!facts.global) return { status: 'not_applicable' };
    const policy = facts.global.passwordPolicy;
    if (policy === null) return { status: 'unknown', reason: 'the password policy could not be read' };
    if (policy === undefined) {
      return { status: 'fail', message: `Account ${facts.accountNumber} has no IAM password policy.` };
    }
    const missing = [
      policy.minimumLength < STRONG_LENGTH && `at least ${STRONG_LENGTH} characters`,
      !policy.requireUppercase && 'uppercase letters',
      !policy.requireLowercase && 'lowercase letters',
      !policy.requireNumbers && 'numbers',
      !policy.requireSymbols && 'symbols',
      (policy.reusePrevention ?? 0) < REUSE_REMEMBERED &&
        `that the last ${REUSE_REMEMBERED} passwords are not reused`,
    ].filter(Boolean);
    if (missing.length === 0) return { status: 'pass' };
    return {
      status: 'fail',
      message: `The password policy of account ${facts.accountNumber} does not require ${missing.join(', ')}.`,
    };
  },
};

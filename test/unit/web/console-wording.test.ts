import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '#shared/messages/accounts';
import { STUDIO } from '#shared/messages/studio';
import { noFixesText } from '../../../web/src/pages/studio/ComplianceTab';

describe('console wording', () => {
  it('names the IAM role method with its acronym in capitals', () => {
    expect(ACCOUNTS.authMethod('iam_role')).toBe('IAM role');
  });

  it('says no fix was needed only when no finding remains', () => {
    expect(noFixesText({ remaining: [] })).toBe(STUDIO.compliance.noFixNeeded);
    const open = {
      rule_id: 'S3-001',
      resource: 'Bucket',
      severity: 'high',
      title: 't',
      status: 'fail',
      why: 'w',
    } as const;
    expect(noFixesText({ remaining: [open] })).not.toBe(STUDIO.compliance.noFixNeeded);
  });
});

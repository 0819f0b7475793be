import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

const bastion = (cidr: string) => ({
  BastionSecurityGroup: {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: 'bastion',
      SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, CidrIp: cidr }],
    },
  },
  BastionInstance: { Type: 'AWS::EC2::Instance', Properties: { InstanceType: 't3.micro' } },
});

const budget = (amount: number, address: string) => ({
  BudgetBudget: {
    Type: 'AWS::Budgets::Budget',
    Properties: {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: amount, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 100 },
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: address }],
        },
      ],
    },
  },
});

describe('settings on list properties are checked on each item of the list', () => {
  const brief =
    'A bastion host t3.micro in our VPC that only accepts SSH from 203.0.113.10/32, nothing else.';

  it('an address range the brief allows is met when a rule of the group admits it, and only then', () => {
    expect(itemOf(checklistFor(brief, bastion('203.0.113.10/32')), 'setting', /address range/).status).toBe(
      'met',
    );
    expect(itemOf(checklistFor(brief, bastion('0.0.0.0/0')), 'setting', /address range/).status).toBe(
      'not-met',
    );
  });

  it('words one setting placed are not asked again of a resource the template lacks', () => {
    const requirements = checklistFor(brief, bastion('203.0.113.10/32')).items.map((i) => i.requirement);
    expect(requirements.filter((r) => /Subnet|LaunchTemplate/.test(r))).toEqual([]);
  });

  it.each([
    'Alert me by email at finance@example.sa when the monthly AWS bill goes over 500 USD.',
    'نبي تنبيه على finance@example.sa لما فاتورة AWS الشهرية تتعدى ٥٠٠ دولار',
  ])("a spend alert's amount and address are entries, met only on the budget that has them: %s", (text) => {
    const built = checklistFor(text, budget(500, 'finance@example.sa'));
    expect(itemOf(built, 'setting', /alert above|BudgetLimit/).status).toBe('met');
    expect(itemOf(built, 'setting', /e-mailed to|Subscribers\.Address/).status).toBe('met');
    const other = checklistFor(text, budget(5000, 'ops@example.sa'));
    expect(itemOf(other, 'setting', /alert above|BudgetLimit/).status).toBe('not-met');
    expect(itemOf(other, 'setting', /e-mailed to|Subscribers\.Address/).status).toBe('not-met');
  });
});

import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** Each inbound rule of the server's own group, as "port from range". */
const rulesOf = (brief: string) =>
  designOfBrief(brief)
    .resources.filter((r) => r.id.endsWith('SecurityGroup') && r.type === 'AWS::EC2::SecurityGroup')
    .flatMap(
      (g) => (g.props.SecurityGroupIngress as { FromPort: number; CidrIp?: string }[] | undefined) ?? [],
    )
    .map((rule) => `${rule.FromPort} from ${rule.CidrIp}`);

/**
 * A server's ports are a list, each with its own source: a port opened to everyone is open to
 * every address, while the range the brief gives for administration stays on the administration
 * ports, whichever comes first and in whatever language.
 */
describe('each port a brief opens gets the source stated for it', () => {
  it('opens a port to everyone and keeps SSH to the office range', () => {
    for (const brief of [
      'One EC2 instance (t3.large) for Moodle. HTTPS open to everyone, SSH only from the school office range 212.12.34.0/24. No load balancer.',
      'أبي سيرفر واحد بس نوعه t3.large لبرنامج المحاسبة، افتحوا بورت ٤٤٣ للكل، والـSSH بس من شبكة مكتبنا 212.12.34.0/24. لا تحطون لود بالانسر.',
    ]) {
      const rules = rulesOf(brief);
      expect(rules, brief).toContain('443 from 0.0.0.0/0');
      expect(rules, brief).toContain('22 from 212.12.34.0/24');
      expect(rules, brief).not.toContain('443 from 212.12.34.0/24');
    }
  });

  it('reads a list of ports joined by an Arabic "and" as every port of it', () => {
    const rules = rulesOf(
      'محتاج EC2 instance نوعها t3.micro، وافتح port 80 و 443 للعالم كله. no load balancer.',
    );
    expect(rules).toEqual(expect.arrayContaining(['80 from 0.0.0.0/0', '443 from 0.0.0.0/0']));
  });

  it('keeps a port stated with a range to that range', () => {
    expect(
      rulesOf('One EC2 instance with port 5432 open from 10.0.0.0/16 only, no load balancer.'),
    ).toContain('5432 from 10.0.0.0/16');
  });

  it('reads ports a brief opens with a verb and no word "port", and a single address as that one host', () => {
    for (const brief of [
      'One server for our booking site: t3.small, an Elastic IP, open 80 and 443 to everyone, SSH only from our office at 198.51.100.7. No load balancer.',
      'نبي سيرفر واحد t3.small مع Elastic IP، افتحوا ٨٠ و ٤٤٣ للجميع، والـSSH بس من عنوان المكتب 198.51.100.7، بدون لود بالانسر.',
      'Need one EC2 box, allow 443 and 80 from anywhere, ssh bas men 198.51.100.7, no ALB.',
    ]) {
      const rules = rulesOf(brief);
      expect(rules, brief).toEqual(
        expect.arrayContaining(['80 from 0.0.0.0/0', '443 from 0.0.0.0/0', '22 from 198.51.100.7/32']),
      );
      expect(rules, brief).not.toContain('22 from 0.0.0.0/0');
    }
  });
});

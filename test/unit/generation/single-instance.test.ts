import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, resourcesOfBrief, warmValidator } from '#test/fixtures/generation';

/** The ingress of the groups the instances use (not the interface endpoints' own, which admit HTTPS from the VPC). */
const ingressPorts = (resources: ReturnType<typeof resourcesOfBrief>) =>
  resources
    .filter((r) => r.type === 'AWS::EC2::SecurityGroup')
    .filter((r) =>
      resources.some(
        (i) => i.type === 'AWS::EC2::Instance' && JSON.stringify(i.props).includes(`"Ref":"${r.id}"`),
      ),
    )
    .flatMap(
      (r) => (r.props.SecurityGroupIngress as { FromPort: number; CidrIp: string }[] | undefined) ?? [],
    );

beforeAll(warmValidator, 60_000);

describe('a brief asking for one server gets one EC2 instance with what it states', () => {
  it('builds an instance of the stated type and key pair, IMDSv2 only, its root volume encrypted at the stated size', () => {
    const resources = resourcesOfBrief(
      'A single m5.large VM for our build agent, key pair ci-agent-key, with a 120 GB disk.',
    );
    expect(resources.some((r) => r.type === 'AWS::AutoScaling::AutoScalingGroup')).toBe(false);
    const instances = resources.filter((r) => r.type === 'AWS::EC2::Instance');
    expect(instances).toHaveLength(1);
    expect(instances[0]?.props).toMatchObject({
      InstanceType: 'm5.large',
      KeyName: 'ci-agent-key',
      MetadataOptions: { HttpTokens: 'required' },
      BlockDeviceMappings: [{ Ebs: { VolumeSize: 120, Encrypted: true } }],
    });
    // the image is the region's current Amazon Linux 2023, read from its SSM parameter at deploy time
    expect(JSON.stringify(instances[0]?.props.ImageId)).toContain('Ref');
  });

  it('opens the stated ports, admin ports only to the stated range, and reads Arabic with Arabic-Indic digits', () => {
    const stated = ingressPorts(
      resourcesOfBrief(
        'One t3.small server in a public subnet, port 443 open, SSH only from 203.0.113.0/24.',
      ),
    );
    expect(stated.map((i) => i.FromPort).sort((a, b) => a - b)).toEqual([22, 443]);
    expect(stated.find((i) => i.FromPort === 22)?.CidrIp).toBe('203.0.113.0/24');
    const arabic = resourcesOfBrief('أبي سيرفر واحد c5.large وافتحوا له البورتات ٨٠ و ٤٤٣');
    expect(arabic.find((r) => r.type === 'AWS::EC2::Instance')?.props.InstanceType).toBe('c5.large');
    expect(
      ingressPorts(arabic)
        .map((i) => i.FromPort)
        .sort((a, b) => a - b),
    ).toEqual([80, 443]);
  });

  it('servers said to run on EC2 behind a load balancer stay a fleet, the stated type theirs', () => {
    const resources = resourcesOfBrief(
      'The web app runs on EC2 instances of type c5.large behind an application load balancer.',
    );
    expect(resources.some((r) => r.type === 'AWS::EC2::Instance')).toBe(false);
    expect(JSON.stringify(resources.find((r) => r.type === 'AWS::EC2::LaunchTemplate')?.props)).toContain(
      'c5.large',
    );
  });

  it.each([
    'A web server on EC2 (t2.small) with an EFS file system mounted at /mnt/efs.',
    'One application server on Amazon EC2, type t2.small, reading files from an S3 bucket.',
  ])(
    'one server said to be on EC2 is one instance, with no database the brief never asked for: %s',
    (brief) => {
      const resources = resourcesOfBrief(brief);
      const types = resources.map((r) => r.type);
      expect(types).not.toContain('AWS::AutoScaling::AutoScalingGroup');
      expect(types).not.toContain('AWS::RDS::DBInstance');
      expect(resources.find((r) => r.type === 'AWS::EC2::Instance')?.props.InstanceType).toBe('t2.small');
    },
  );

  it('the design is valid and scored, and a type the region does not offer is said, not a failed run', async () => {
    const result = await generateOffline('A bastion host, t3.nano, with SSH from 198.51.100.0/24 only.');
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    const refused = await generateOffline('One t2.micro instance for testing.');
    expect(refused.validity.ok).toBe(true);
    const checklist = JSON.parse(refused.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}') as {
      items: { requirement: string; status: string }[];
    };
    expect(checklist.items.find((i) => /t2\.micro/i.test(i.requirement))?.status).not.toBe('met');
  }, 90_000);
});

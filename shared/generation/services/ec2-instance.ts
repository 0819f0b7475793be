import { AL2023_SSM_PARAMETER } from '../../catalog/al2023-images';
import { base64, getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { privateSubnetId, publicSubnetId, VPC_CIDR, vpcId } from '../synthesis/network-refs';
import { ec2InstanceRole } from '../synthesis/parts';
import { MANAGED_POLICY_SETTING } from './iam-role';
import { NAME_GIVEN } from './names';
import type { ServiceSettings, ServiceSpec } from './types';

/**
 * An instance type as briefs write it ("t3.micro", "m6i.large"), not another service's node type
 * ("db.t4g.micro", "cache.r6g.large", "r6g.large.search"): nothing joined before it or after it.
 */
export const INSTANCE_TYPE = String.raw`(?<![\w.-])[a-z]\d[a-z0-9]*\.(?:nano|micro|small|medium|large|\d*xlarge|metal)(?![\w-]|\.[a-z])`;

/**
 * Software a brief names for its server ("Apache and PHP", "nginx"), as Amazon Linux 2023 packages
 * and the service each runs: the instance's user data installs them and starts the services.
 */
const SOFTWARE: readonly { pkg: string; words: RegExp; service?: string }[] = [
  {
    pkg: 'httpd',
    words:
      /\b(?:httpd|apache)\b(?!\s+(?:kafka|spark|flink|airflow|iceberg|hudi|cassandra|beam|hadoop))|(?:أ|ا)باتشي/,
    service: 'httpd',
  },
  { pkg: 'nginx', words: /\bnginx\b|انجنكس|إنجنكس/, service: 'nginx' },
  { pkg: 'php', words: /\bphp\b/ },
  { pkg: 'mariadb105-server', words: /\b(?:mariadb|mysql)\s+server\b/, service: 'mariadb' },
  {
    pkg: 'docker',
    words: /\bdocker\s+(?:engine|daemon)\b|\b(?:install|installs|installed|with)\s+docker\b/,
    service: 'docker',
  },
];
const installKey = (pkg: string) => `install_${pkg.replace(/\W/g, '_')}`;

/** User data that installs the software the brief names and starts its services, if it names any. */
function userDataOf(settings: ServiceSettings): string | undefined {
  const wanted = SOFTWARE.filter((s) => settings[installKey(s.pkg)] === true);
  if (wanted.length === 0) return undefined;
  const services = wanted.flatMap((s) => (s.service ? [s.service] : []));
  return [
    '#!/bin/bash',
    'set -euo pipefail',
    `dnf install -y ${wanted.map((s) => s.pkg).join(' ')}`,
    ...(services.length > 0 ? [`systemctl enable --now ${services.join(' ')}`] : []),
    '',
  ].join('\n');
}

/** Ports the words of a protocol open, where the brief names the protocol and not the port. */
const PROTOCOL_PORTS: Readonly<Record<string, number[]>> = {
  ssh: [22],
  rdp: [3389],
  https: [443],
  http: [80],
};
/** Ports that administer the machine: opened only to a stated range, else to the VPC alone. */
const ADMIN_PORTS = new Set([22, 3389]);

/** The ports the brief opens: each number of its port list, and those of the protocols it names. */
const listedPorts = (settings: ServiceSettings) =>
  (String(settings.ports ?? '').match(/\d{2,5}/g) ?? []).map(Number);

function portsOf(settings: ServiceSettings): number[] {
  const listed = listedPorts(settings);
  const named = Object.entries(PROTOCOL_PORTS).flatMap(([key, ports]) =>
    settings[key] === true ? ports : [],
  );
  return [...new Set([...listed, ...named])].filter((p) => p > 0 && p < 65536);
}

/**
 * One server: a single EC2 instance (or `count` of them, each its own) with the image of the
 * region from the Amazon Linux 2023 parameter, IMDSv2 only, an encrypted gp3 root volume, Session
 * Manager instead of open SSH, in a private subnet unless the brief puts it in a public one.
 */
function buildInstance(ctx: SynthesisContext, name: string, settings: ServiceSettings) {
  const image = ctx.parameter('InstanceImageId', {
    Type: 'AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>',
    Default: AL2023_SSM_PARAMETER,
    Description: 'Amazon Linux 2023 image of the instances (x86_64), current in the deployment region',
  });
  const isPublic = settings.public === true || settings.elastic_ip === true;
  const given = typeof settings.cidr === 'string' ? settings.cidr : undefined;
  const everyone = typeof settings.everyone === 'string' ? settings.everyone : undefined;
  const ingress = portsOf(settings).map((port) => {
    const admin = ADMIN_PORTS.has(port);
    // a port opened to everyone is open to every address; the range given keeps the others
    const cidr =
      (admin ? given : (everyone ?? given)) ??
      (admin ? (everyone ?? VPC_CIDR) : isPublic ? '0.0.0.0/0' : VPC_CIDR);
    const protocol = settings.udp === true && listedPorts(settings).includes(port) ? 'udp' : 'tcp';
    return { IpProtocol: protocol, FromPort: port, ToPort: port, CidrIp: cidr, Description: `port ${port}` };
  });
  const group = ctx.add(name, `${name}SecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: `${name}: ${ingress.length > 0 ? 'the ports the brief opens' : 'no inbound traffic'}`,
      VpcId: vpcId(),
      ...(ingress.length > 0 ? { SecurityGroupIngress: ingress } : {}),
      SecurityGroupEgress: [
        { IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp: '0.0.0.0/0', Description: 'HTTPS' },
      ],
    },
  });
  ctx.clientGroups.push(group);
  const role = ctx.add(name, `${name}Role`, ec2InstanceRole());
  ctx.computeRoles.push(role);
  const profile = ctx.add(name, `${name}InstanceProfile`, {
    Type: 'AWS::IAM::InstanceProfile',
    Properties: { Roles: [ref(role)] },
  });
  const named = typeof settings.name_tag === 'string' ? settings.name_tag : undefined;
  const userData = userDataOf(settings);
  const instance = ctx.add(name, `${name}Instance`, {
    Type: 'AWS::EC2::Instance',
    Properties: {
      ImageId: ref(image),
      InstanceType: typeof settings.instance_type === 'string' ? settings.instance_type : 't3.micro',
      IamInstanceProfile: ref(profile),
      ...(typeof settings.key_name === 'string' ? { KeyName: settings.key_name } : {}),
      Monitoring: true,
      MetadataOptions: { HttpTokens: 'required', HttpPutResponseHopLimit: 1, HttpEndpoint: 'enabled' },
      BlockDeviceMappings: [
        {
          DeviceName: '/dev/xvda',
          Ebs: {
            VolumeSize: Number(settings.volume_gb ?? 20),
            VolumeType: 'gp3',
            Encrypted: true,
            DeleteOnTermination: true,
          },
        },
      ],
      // a public server asks for its address on its interface; a private one sits in a private
      // subnet (no address on launch) with its security group named as the instance's own
      ...(isPublic
        ? {
            NetworkInterfaces: [
              {
                DeviceIndex: '0',
                SubnetId: ref(publicSubnetId(0)),
                AssociatePublicIpAddress: true,
                GroupSet: [ref(group)],
              },
            ],
          }
        : { SubnetId: ref(privateSubnetId(0)), SecurityGroupIds: [ref(group)] }),
      Tags: ctx.tags({ Name: named ?? sub(`\${AWS::StackName}-${name.toLowerCase()}`) }),
      ...(userData ? { UserData: base64(userData) } : {}),
    },
  });
  // its volumes hold the server's data: a backup plan the brief asks for covers the instance
  ctx.backupTargets.push(
    sub(`arn:\${AWS::Partition}:ec2:\${AWS::Region}:\${AWS::AccountId}:instance/\${${instance}}`),
  );
  // the address is joined by its own association (of its allocation), so it can be moved to a
  // replacement server without being released
  if (settings.elastic_ip === true) {
    const address = ctx.add(name, `${name}Address`, {
      Type: 'AWS::EC2::EIP',
      Properties: { Domain: 'vpc' },
    });
    ctx.add(name, `${name}AddressAssociation`, {
      Type: 'AWS::EC2::EIPAssociation',
      Properties: { AllocationId: getAtt(address, 'AllocationId'), InstanceId: ref(instance) },
    });
  }
  return { service: 'ec2-instance', name, main: instance, role, group };
}

/**
 * A single server the brief asks for by itself ("one t3.micro instance", "a VM for Jenkins", "a
 * bastion host"): an EC2 instance, not a fleet behind a load balancer (that is the `ec2` family's
 * web servers). Named by its instance type or the words for one machine.
 */
export const ec2Instance: ServiceSpec = {
  id: 'ec2-instance',
  block_name: 'Server',
  family: 'EC2',
  label: 'Amazon EC2 instance',
  names: new RegExp(
    String.raw`(?:${INSTANCE_TYPE}\s+(?:ec2\s+)?(?:instances?|servers?|vms?|machines?|box(?:es)?|hosts?)|\b(?:(?:amazon\s+)?ec2\s+(?:(?:web|app|application)\s+)?(?:instance|vm|machine|box|server)(?!e?s\b)(?!\s+(?:shuts?|stops?|starts?|state|terminat\w*|launch\w*|events?|snapshots?|metadata)\b)|virtual\s+(?:machines?|servers?)|(?:single|one|an?|\d+)\s+vms?|bastion(?:\s+hosts?)?|jump\s*(?:hosts?|box(?:es)?)|(?:single|one|an?)\s+(?:linux\s+|ubuntu\s+|windows\s+)?(?:server|instance|machine|box)(?!\s+learning)|(?:linux|ubuntu|debian|windows|red\s+hat|rhel|amazon\s+linux(?:\s+2023)?)\s+(?:servers?|instances?|vms?|machines?|box(?:es)?)|(?:single|one|an?)\s+(?:web|app|application)\s+server\s+on\s+(?:an?\s+)?(?:amazon\s+)?ec2\b(?!\s+(?:instances|servers|hosts|fleet))|(?:game|jenkins|sftp|minecraft|licen[cs]e)\s+servers?)\b)`,
  ),
  // an instance type alone names a server only where the brief names nothing else ("five c6g.large web servers" are the fleet's)
  phrases: new RegExp(INSTANCE_TYPE),
  // a bastion is "خادم وسيط" (a go-between server) or "سيرفر قفز" (a jump server);
  // one "خادم EC2" is a server; two or more (a dual or plural ending, folded to fillers) are the web servers' fleet
  // as in English: one server ("سيرفر واحد") or a virtual one names the family; a plain "سيرفر" is generic
  arabic:
    /(انستانس|إنستانس|خادم(?!\u200c) ec2|مثيل(?!\u200c) ec2|(?:سيرفر|خادم|جهاز|آل[ةه]) (?:واحد[ةه]?|وحيد)|(?:خادم|خوادم|آل[ةه]|جهاز|أجهز[ةه]) (?:افتراضي|افتراضي[ةه])|(?:خادم|سيرفر) (?:ال)?(?:وسيط|قفز|عبور))/,
  // "سيرفرلس" is serverless, said in Arabic letters: no server
  arabic_phrases: /(سيرفر(?!\s?ل[يى]?س)|سيرفرات)/,
  cost: 'hourly',
  vpc: true,
  runs_code: true,
  // a server calls the stores the brief has it reach with its own role (reads a bucket, writes a table)
  sends_to: ['s3', 'dynamodb', 'sqs', 'rds', 'secrets-manager', 'efs', 'elasticache', 'kinesis'],
  // reaching it takes no AWS permission (an alarm watches it, a caller connects to its address)
  target: { actions: [], arn: (n) => ref(n.main), env: (n) => getAtt(n.main, 'PrivateIp') },
  stated_settings: [
    // AWS managed policies its role attaches beside Systems Manager's ("a role with CloudWatchAgentServerPolicy")
    MANAGED_POLICY_SETTING,
    {
      key: 'instance_type',
      words: new RegExp(`(${INSTANCE_TYPE})`),
      as: 'name',
      anywhere: true,
      label: 'instance type',
      shows: { types: ['AWS::EC2::Instance'], path: 'InstanceType' },
    },
    {
      key: 'key_name',
      words:
        /\bkey[- ]?pairs?\s+(?:(?:is\s+)?(?:named|called)\s+)?['"‘“]?([a-z0-9][\w.-]{1,80})|(?:زوج المفاتيح|الكي ?بير|كي ?بير)\s+(?:(?:المسم[ىي]|اسمه|باسم)\s+)?['"‘“]?([a-z0-9][\w.-]{1,80})/,
      as: 'attribute',
      anywhere: true,
      label: 'key pair',
      shows: { types: ['AWS::EC2::Instance'], path: 'KeyName' },
    },
    {
      key: 'ports',
      words:
        /\b(?:ports?|listens? on(?: port)?|(?:tcp|udp)(?: ports?)?)\s+(\d{2,5}(?:\s*(?:,|and|&|or|\/|و)\s*\d{2,5})*)|(?:(?:ال)?بورتات|(?:ال)?بورت|(?:ال)?منافذ|(?:ال)?منفذ)\s+(\d{2,5}(?:\s*(?:،|,|و)\s*\d{2,5})*)|(?:\b(?:open|opens|opening|allow|allows|allowing)|(?<![\u0621-\u064a])و?(?:ا?فتح|نفتح|اسمح)[\u0621-\u064a]*)\s+(\d{2,5}(?:\s*(?:،|,|and|&|و)\s*\d{2,5})*)(?=\s+(?:to|from|for)\b|\s+(?:لل|من\s))/,
      as: 'name',
      anywhere: true,
      label: 'open ports',
    },
    { key: 'ssh', words: /\b(?:ssh|sftp)\b/, value: true, anywhere: true },
    // HTTPS said as opened ("HTTPS open to everyone", "allow HTTPS"), not a call the server makes
    {
      key: 'https',
      words: /\bhttps\b[^.;,]{0,20}\b(?:open|allowed|inbound)\b|\b(?:open|allow)\w*\s+(?:port\s+)?https\b/,
      value: true,
      anywhere: true,
    },
    // the listed ports take UDP where the brief says so ("UDP port 514")
    { key: 'udp', words: /\budp\b/, value: true, anywhere: true },
    ...SOFTWARE.map((s) => ({ key: installKey(s.pkg), words: s.words, value: true, anywhere: true })),
    { key: 'rdp', words: /\b(?:rdp|remote desktop)\b/, value: true, anywhere: true },
    {
      key: 'cidr',
      // a range as written, or one address said as where traffic comes from ("only from 198.51.100.7")
      words:
        /\b(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b|(?:\b(?:from|men)\b|(?<![\u0621-\u064a])من)[^.;\n]{0,40}?(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d/]|\.\d)/,
      as: 'cidr',
      anywhere: true,
      label: 'allowed address range',
      shows: { types: ['AWS::EC2::SecurityGroup'], path: 'SecurityGroupIngress.CidrIp', op: 'includes' },
    },
    // open to every address, only where the brief says so (the security review names the cost):
    // the ports it opens, while a range the brief gives keeps the administration ports
    {
      key: 'everyone',
      words:
        /\b(?:from anywhere|to the world|to the (?:public )?internet|from the (?:public )?internet|to everyone|from any (?:ip|address)(?:es)?)\b|(?:للكل|للجميع|للعالم|من أي مكان|من اي مكان|لأي أحد|لاي احد)(?![\u0621-\u064a])/,
      value: '0.0.0.0/0',
      anywhere: true,
      label: 'allowed address range',
      shows: { types: ['AWS::EC2::SecurityGroup'], path: 'SecurityGroupIngress.CidrIp', op: 'includes' },
    },
    {
      key: 'volume_gb',
      words:
        /(\d[\d,]*\s*(?:gb|gib|tb|gigabytes?|غيغابايت|جيجابايت|جيجا|قيقا))\s+(?:[\w-]+\s+){0,2}?(?:disk|volume|root|storage|ebs|drive)|(?:disk|volume|storage|drive|القرص|قرص|هارديسك|الهارديسك)\S*\s+(?:[\w\u0621-\u064a]+\s+){0,3}?(\d[\d,]*\s*(?:gb|gib|tb|gigabytes?|غيغابايت|جيجابايت|جيجا|قيقا))/,
      as: 'gigabytes',
      anywhere: true,
      max: 16384,
      min: 8,
      label: 'root volume size in GB',
      shows: { types: ['AWS::EC2::Instance'], path: 'BlockDeviceMappings.Ebs.VolumeSize', op: 'includes' },
    },
    {
      key: 'public',
      words:
        /\bpublic (?:subnet|ip|address)|\bopen to (?:everyone|the world|the internet|all)\b|(?:public subnet|شبك[ةه] فرعي[ةه] عام[ةه]|للكل|للجميع|عنوان ip عام)/,
      value: true,
      anywhere: true,
    },
    {
      key: 'elastic_ip',
      words: /\belastic ip\b|\beips?\b|\b(?:fixed|static) (?:public )?(?:ip|address)\b|عنوان ip ثابت/,
      value: true,
      anywhere: true,
      label: 'Elastic IP',
    },
    { key: 'name_tag', words: NAME_GIVEN, as: 'name' },
  ],
  backed_up: true,
  build: buildInstance,
};

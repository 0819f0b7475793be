import { getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { privateSubnets, vpcId } from '../synthesis/network-refs';
import { keyArn } from '../synthesis/parts';
import type { StatedSetting } from './types';

/** Shared parts the service files build with: a data store's security group, a generated secret. */

/** A security group that admits only the design's compute on `port` (wired once every block is placed). */
export function storeGroup(ctx: SynthesisContext, name: string, port: number, what: string): string {
  const group = ctx.add(name, `${name}SecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: { GroupDescription: `${name}: ${what} from the compute of this design only`, VpcId: vpcId() },
  });
  ctx.dataStoreGroups.push({ group, port, block: name });
  return group;
}

/** A security group for compute a service runs (tasks, jobs): HTTPS out only, nothing in. */
export function computeGroup(ctx: SynthesisContext, name: string): string {
  const group = ctx.add(name, `${name}SecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: `${name}: no inbound traffic`,
      VpcId: vpcId(),
      SecurityGroupEgress: [
        { IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp: '0.0.0.0/0', Description: 'HTTPS' },
      ],
    },
  });
  ctx.clientGroups.push(group);
  return group;
}

/** A generated credential kept in Secrets Manager under the design's key. */
export function generatedSecret(
  ctx: SynthesisContext,
  name: string,
  username: string,
  exclude = '"@/\\\'`',
): string {
  return ctx.add(name, `${name}Secret`, {
    Type: 'AWS::SecretsManager::Secret',
    Properties: {
      Description: `${name}: generated credentials`,
      KmsKeyId: keyArn(),
      GenerateSecretString: {
        SecretStringTemplate: JSON.stringify({ username }),
        GenerateStringKey: 'password',
        PasswordLength: 32,
        ExcludeCharacters: exclude,
      },
      Tags: ctx.tags(),
    },
  });
}

export const secretValue = (secret: string, key: string) =>
  sub(`{{resolve:secretsmanager:\${${secret}}:SecretString:${key}}}`);

export const subnets = privateSubnets;
export { getAtt, keyArn, ref, sub };

/** The stack's name in lower case, for resources whose names must be unique and lower case. */
export const stackName = (suffix: string) => sub(`\${AWS::StackName}-${suffix.toLowerCase()}`);

/** A database instance class stated anywhere in the brief ("db.r6g.large"), shown on the instances of `type`. */
export const instanceClassSetting = (type: string): StatedSetting => ({
  key: 'instance_class',
  words: /\b(db\.[a-z0-9]+\.[a-z0-9]+)\b/,
  as: 'name',
  anywhere: true,
  label: 'instance class',
  shows: { types: [type], path: 'DBInstanceClass' },
});

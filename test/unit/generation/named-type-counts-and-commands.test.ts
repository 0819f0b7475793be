import { describe, expect, it } from 'vitest';
import { namedTypesIn } from '#shared/generation/properties/named-types';

const valuesOf = (brief: string, type: string) => namedTypesIn(brief).find((n) => n.type === type)?.values;

describe('a count written before the things a counting setting counts sets it', () => {
  it.each([
    [
      'An elastic network interface in the VPC subnet with 2 secondary private IP addresses.',
      'SecondaryPrivateIpAddressCount',
      2,
    ],
    ['A network interface with 2 IPv6 addresses in the subnet of our VPC.', 'Ipv6AddressCount', 2],
  ])('%s', (brief, setting, count) => {
    expect(valuesOf(brief, 'AWS::EC2::NetworkInterface')?.[setting]).toBe(count);
  });
});

describe('an association that runs a command runs it with the shell document, however the brief says it runs', () => {
  it.each([
    'Use Systems Manager State Manager to execute a command on the web servers every day.',
    'An SSM association running the echo hello command on instances with tag Role=app.',
    'ربط SSM association ينفذ أمر على السيرفرات كل يوم',
  ])('%s', (brief) => {
    expect(valuesOf(brief, 'AWS::SSM::Association')?.Name).toBe('AWS-RunShellScript');
  });

  it('a patching association still patches', () => {
    expect(
      valuesOf(
        'An SSM association that patches the instances with a command every Sunday.',
        'AWS::SSM::Association',
      )?.Name,
    ).toBe('AWS-RunPatchBaseline');
  });
});

import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: a Transfer Family server offers no plain FTP (Protocols defaults to SFTP). */
export const transferServerNoFtp: Rule = {
  id: 'transfer-server-no-ftp',
  service: 'transfer',
  severity: 'high',
  title: 'Transfer Family servers do not offer plain FTP',
  description: 'FTP sends user names, passwords and files unencrypted.',
  resourceTypes: ['AWS::Transfer::Server'],
  remediation: 'Remove FTP from Protocols; offer SFTP or FTPS instead.',
  evaluate(resource) {
    const protocols = propOf(resource, 'Protocols');
    if (isUnknown(protocols)) return unknownFrom('Protocols', protocols);
    if (Array.isArray(protocols) && protocols.includes('FTP'))
      return failWith(`${nameOf(resource)} offers plain FTP, which sends passwords and files unencrypted.`);
    return PASS;
  },
};

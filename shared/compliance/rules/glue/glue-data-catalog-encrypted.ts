import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: glue Data Catalogs encrypt metadata and connection passwords. */
export const glueDataCatalogEncrypted: Rule = {
  id: 'glue-data-catalog-encrypted',
  service: 'glue',
  severity: 'medium',
  title: 'Glue Data Catalogs encrypt metadata and connection passwords',
  description:
    'The catalog holds table schemas and the passwords of every Glue connection; unencrypted, anyone who can read the catalog reads them.',
  resourceTypes: ['AWS::Glue::DataCatalogEncryptionSettings'],
  remediation:
    'Set DataCatalogEncryptionSettings.EncryptionAtRest.CatalogEncryptionMode to SSE-KMS and ConnectionPasswordEncryption.ReturnConnectionPasswordEncrypted to true, each with a KMS key.',
  evaluate(resource) {
    const mode = propOf(
      resource,
      'DataCatalogEncryptionSettings',
      'EncryptionAtRest',
      'CatalogEncryptionMode',
    );
    const passwords = toBool(
      propOf(
        resource,
        'DataCatalogEncryptionSettings',
        'ConnectionPasswordEncryption',
        'ReturnConnectionPasswordEncrypted',
      ),
    );
    if (isUnknown(mode)) return unknownFrom('CatalogEncryptionMode', mode);
    if (isUnknown(passwords)) return unknownFrom('ReturnConnectionPasswordEncrypted', passwords);
    const off = [
      ...(mode === 'SSE-KMS' || mode === 'SSE-KMS-WITH-SERVICE-ROLE' ? [] : ['metadata']),
      ...(passwords === true ? [] : ['connection passwords']),
    ];
    return off.length === 0 ? PASS : failWith(`${nameOf(resource)} leaves ${off.join(' and ')} unencrypted.`);
  },
};

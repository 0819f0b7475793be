import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: clients and brokers speak TLS only (ClientBroker TLS, InCluster true: MSK's defaults). */
export const mskEncryptionInTransit: Rule = {
  id: 'msk-encryption-in-transit',
  service: 'msk',
  severity: 'high',
  title: 'MSK clusters encrypt traffic between clients and brokers',
  description:
    'Plaintext Kafka traffic exposes every message, and the credentials sent with it, on the network.',
  resourceTypes: ['AWS::MSK::Cluster'],
  remediation:
    'Set EncryptionInfo.EncryptionInTransit.ClientBroker to TLS and InCluster to true (or leave both out: they are the defaults).',
  evaluate(resource) {
    const path = ['EncryptionInfo', 'EncryptionInTransit'];
    const clientBroker = propOf(resource, ...path, 'ClientBroker');
    if (isUnknown(clientBroker)) return unknownFrom(`${path.join('.')}.ClientBroker`, clientBroker);
    const inCluster = toBool(propOf(resource, ...path, 'InCluster'));
    if (isUnknown(inCluster)) return unknownFrom(`${path.join('.')}.InCluster`, inCluster);
    if (clientBroker !== undefined && clientBroker !== 'TLS')
      return failWith(
        `${nameOf(resource)} accepts plaintext clients: ClientBroker is ${String(clientBroker)}.`,
      );
    if (inCluster === false)
      return failWith(`${nameOf(resource)} sends traffic between brokers in plaintext.`);
    return PASS;
  },
};

import type { FrameworkId } from '../types';

/**
 * The controls a kind of check evidences, per framework, for declared rules
 * (rules/_lib/declared.ts): a declared rule names its themes and each framework lists it under
 * those controls, at the rule's own severity. Each theme names only controls whose text (see the
 * framework files and ../shared/compliance-frameworks.md) asks for what the check looks at.
 */
export const CONTROL_THEMES = {
  /** event logs kept for a service (NCA 2-12-3-1, SAMA 3.3.14) */
  logging: { 'NCA-ECC': ['2-12-3-1'], SAMA: ['3.3.14'] },
  /** logs of access to stored data (adds CITC 3-4-3, access to subscriber data is logged) */
  dataAccessLogging: { 'NCA-ECC': ['2-12-3-1'], SAMA: ['3.3.14'], CITC: ['3-4-3'] },
  /** security events watched and alarmed on (NCA 2-12-3-4, SAMA 3.3.14, CITC 3-4-4 breaches detected) */
  monitoring: { 'NCA-ECC': ['2-12-3-4'], SAMA: ['3.3.14'], CITC: ['3-4-4'] },
  /** malware detection on servers and workloads (NCA 2-3-3-1, SAMA 3.3.8 anti-malware) */
  malware: { 'NCA-ECC': ['2-3-3-1'], SAMA: ['3.3.8'] },
  /** least privilege (NCA 2-2-3-3, SAMA 3.3.5, CITC 3-4-2 access to subscriber data restricted) */
  leastPrivilege: { 'NCA-ECC': ['2-2-3-3'], SAMA: ['3.3.5'], CITC: ['3-4-2'] },
  /** privileged access managed (NCA 2-2-3-4, SAMA 3.3.5) */
  privilegedAccess: { 'NCA-ECC': ['2-2-3-4'], SAMA: ['3.3.5'] },
  /** network segmentation and filtering (NCA 2-5-3-1, SAMA 3.3.8) */
  segmentation: { 'NCA-ECC': ['2-5-3-1'], SAMA: ['3.3.8'] },
  /** ports, protocols and services restricted (NCA 2-5-3-5, SAMA 3.3.8) */
  ports: { 'NCA-ECC': ['2-5-3-5'], SAMA: ['3.3.8'] },
  /** critical services stay available (NCA 3-1-3-3, SAMA 3.3.8) */
  availability: { 'NCA-ECC': ['3-1-3-3'], SAMA: ['3.3.8'] },
  /** patches and supported versions (NCA 2-3-3-3, SAMA 3.3.8 patching) */
  patching: { 'NCA-ECC': ['2-3-3-3'], SAMA: ['3.3.8'] },
  /** vulnerability management (NCA 2-10-3-1, SAMA 3.3.17) */
  vulnerabilities: { 'NCA-ECC': ['2-10-3-1'], SAMA: ['3.3.17'] },
  /** encryption in transit (NCA 2-8-3-3, SAMA 3.3.9, CITC 3-4-1) */
  encryptionInTransit: { 'NCA-ECC': ['2-8-3-3'], SAMA: ['3.3.9'], CITC: ['3-4-1'] },
  /** external web applications use secure protocols (NCA 2-15-3-3, SAMA 3.3.9) */
  webProtocols: { 'NCA-ECC': ['2-15-3-3'], SAMA: ['3.3.9'] },
  /** web application firewall in front of external applications (NCA 2-15-3-1, SAMA 3.3.8) */
  webFirewall: { 'NCA-ECC': ['2-15-3-1'], SAMA: ['3.3.8'] },
  /** backups cover critical assets (NCA 2-9-3-1, SAMA 3.3.8 backup) */
  backup: { 'NCA-ECC': ['2-9-3-1'], SAMA: ['3.3.8'] },
  /** credentials kept out of code (NCA 2-8-3-2 key lifecycle, SAMA 3.3.9, CITC 3-4-2) */
  secrets: { 'NCA-ECC': ['2-8-3-2'], SAMA: ['3.3.9'], CITC: ['3-4-2'] },
  /** data protected according to its classification (NCA 2-7-2, SAMA 3.3.6) */
  dataProtection: { 'NCA-ECC': ['2-7-2'], SAMA: ['3.3.6'] },
} as const satisfies Record<string, Partial<Record<FrameworkId, readonly string[]>>>;

export type ControlTheme = keyof typeof CONTROL_THEMES;

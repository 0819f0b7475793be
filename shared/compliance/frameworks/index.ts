import type { FrameworkId } from '../types';
import { CITC } from './citc';
import { NCA_ECC } from './nca-ecc';
import { SAMA } from './sama';
import type { Framework } from './types';

export const FRAMEWORKS: Readonly<Record<FrameworkId, Framework>> = {
  SAMA,
  'NCA-ECC': NCA_ECC,
  CITC,
};

export type { Control, Evidence, Framework } from './types';
export { isManual } from './types';

import type { CatalogEntry } from '../types';
import { compliantWebServer } from './compliant-web-server';
import { containerService } from './container-service';
import { secureDatabase } from './secure-database';
import { vpcNetwork } from './vpc-network';

/** Every template of the catalog, in gallery order (featured first). */
export const CATALOG_ENTRIES: readonly CatalogEntry[] = [
  compliantWebServer,
  secureDatabase,
  containerService,
  vpcNetwork,
];

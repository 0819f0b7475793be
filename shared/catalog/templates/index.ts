import type { CatalogEntry } from '../types';
import { backupDr } from './backup-dr';
import { cache } from './cache';
import { compliantWebServer } from './compliant-web-server';
import { containerService } from './container-service';
import { dataLake } from './data-lake';
import { keyValueStore } from './key-value-store';
import { queueWorker } from './queue-worker';
import { scheduledJob } from './scheduled-job';
import { secureDatabase } from './secure-database';
import { securityMonitoring } from './security-monitoring';
import { serverlessApi } from './serverless-api';
import { staticWebsite } from './static-website';
import { vpcNetwork } from './vpc-network';

/** Every template of the catalog, in gallery order (featured first). */
export const CATALOG_ENTRIES: readonly CatalogEntry[] = [
  compliantWebServer,
  secureDatabase,
  containerService,
  serverlessApi,
  securityMonitoring,
  vpcNetwork,
  staticWebsite,
  keyValueStore,
  cache,
  queueWorker,
  scheduledJob,
  dataLake,
  backupDr,
];

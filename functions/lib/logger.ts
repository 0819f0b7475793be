import { Logger } from '@aws-lambda-powertools/logger';
import { runtimeConfig } from './config';

/** One structured (JSON) logger per execution environment, created at cold start. */
export const logger = new Logger({
  serviceName: runtimeConfig().serviceName,
  logLevel: runtimeConfig().logLevel,
});

import type { ServiceSpec } from './types';

/** "centralised logging", "log aggregation", "collect all our logs", "تجميع السجلات في مكان واحد". */
const CENTRAL_LOGS =
  /\b(centrali[sz]ed (logging|logs?)|central (logging|logs?|log store)|log aggregation|aggregat(e|ed|ing) (our |the |all )?(application )?logs|collect(ing)? (our |the |all )?(application )?logs|logs? in one place)\b/;
const CENTRAL_LOGS_AR = /(تجميع (ال)?سجلات|(ال)?سجلات (في|ف) مكان واحد|(ال)?سجلات (ال)?مركزي[ةه])/;

/**
 * A central CloudWatch Logs log group the applications ship their logs to, encrypted and kept as
 * long as the brief says (a year at least): built by the monitoring block.
 */
export const centralLogs: ServiceSpec = {
  id: 'central-logs',
  family: 'Logs',
  label: 'Amazon CloudWatch Logs central log group',
  names: CENTRAL_LOGS,
  phrases: CENTRAL_LOGS,
  arabic: CENTRAL_LOGS_AR,
  cost: 'storage',
  workload: 'monitoring',
  stated_settings: [
    { key: 'central_logs', words: CENTRAL_LOGS, value: true, anywhere: true },
    { key: 'central_logs', words: CENTRAL_LOGS_AR, value: true, anywhere: true },
  ],
};

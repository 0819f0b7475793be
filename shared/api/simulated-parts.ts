/**
 * Parts of the product that can run on a simulator. `/config.json` lists the ones that do in
 * the current environment, and the web app labels them "Simulated".
 */
export const SIMULATED_PARTS = {
  identity: 'Identity provider: local OIDC provider (any e-mail signs in)',
  database: 'Database: dynalite (DynamoDB API on local disk)',
  billing: 'Billing: sandbox checkout',
  'aws-accounts': 'AWS accounts: sandbox account simulator',
  ai: 'AI: offline planner',
} as const;
export type SimulatedPart = keyof typeof SIMULATED_PARTS;

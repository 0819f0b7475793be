/** Briefs the prompt box offers, each showing a different kind of request the agents understand. */
export const EXAMPLE_PROMPTS: readonly { label: string; prompt: string }[] = [
  {
    label: 'Bank customer portal',
    prompt:
      'A customer portal for a Saudi bank: a web application behind a load balancer with a PostgreSQL database holding confidential customer data. Highly available, SAMA compliant, about 20,000 users.',
  },
  {
    label: 'Cheap serverless API',
    prompt:
      'A cheap serverless REST API with a DynamoDB table for a startup prototype, not production, around 50 requests per second.',
  },
  {
    label: 'Government document store',
    prompt:
      'Document storage for a government agency: uploads of secret documents, archived after 90 days, user sign-in with MFA, only reachable from our office range 10.20.0.0/16. NCA-ECC and CITC.',
  },
  {
    label: 'Containers with a cache',
    prompt:
      'A containerised order service on Fargate with a Redis cache and a background queue worker, medium scale, budget 1500 USD per month, in me-south-1.',
  },
];

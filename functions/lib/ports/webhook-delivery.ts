export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

/** How the sandbox checkout hands a signed event to the production webhook handler. */
export interface WebhookDelivery {
  deliver(webhook: SignedWebhook): Promise<{ statusCode: number; body: string }>;
}

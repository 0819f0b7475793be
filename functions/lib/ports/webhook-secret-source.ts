/** Where the Paddle notification secret comes from: Secrets Manager in AWS, a file or env locally. */
export interface WebhookSecretSource {
  getSecret(): Promise<string>;
}

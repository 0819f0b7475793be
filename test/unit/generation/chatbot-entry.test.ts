import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/**
 * A chatbot people talk to from a site or an app is reached from outside: its function gets an
 * API in front of it (and the API reaches that function), unless the brief puts something else
 * there. English, Gulf Arabic, mixed and misspelt.
 */
describe('a chatbot is reached through an API', () => {
  it.each([
    'A chatbot on our website that answers questions about our products using Bedrock',
    'نبي شات بوت في موقعنا يرد على أسئلة العملاء باستخدام Bedrock',
    'chat bot for the clinic site, uses bedrock claude, keeps the conversation history in DynamoDB',
    // a bot on a messaging app is reached by the app's webhook, in Arabic as in English
    'نبغى بوت واتساب يجاوب على استفسارات الحجوزات عن طريق Bedrock',
    'بوت على تيليجرام لخدمة العملاء، دالة لامدا تستخدم Bedrock وتقرأ الطلبات من DynamoDB',
  ])('%s', (brief) => {
    const { requirements } = designOfBrief(brief);
    const services = requirements.services ?? [];
    const api = services.find((s) => s.service === 'api-gateway');
    const handler = services.find((s) => s.service === 'lambda');
    expect(api && handler).toBeTruthy();
    expect(requirements.connections).toContainEqual(
      expect.objectContaining({ from: api?.name, to: handler?.name }),
    );
  });
});

import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailSender } from '#functions/lib/notifications/ports';

/** Notification e-mail through SES (v2 SendEmail) from the configured sender address. */
export function sesEmailSender(from: string, client = new SESv2Client({})): EmailSender {
  return {
    async send({ to, subject, text }) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}

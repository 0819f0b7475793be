import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { sesEmailSender } from '#functions/lib/adapters/aws/ses-email';

const ses = mockClient(SESv2Client);
beforeEach(() => ses.reset());

describe('SES e-mail sender', () => {
  it('sends one plain-text message from the configured address to the user', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const sender = sesEmailSender('alerts@sahab.example', new SESv2Client({ region: 'me-south-1' }));
    await sender.send({
      userId: 'u-1',
      to: 'owner@example.com',
      subject: 'Drift found in orders-db',
      text: '1 resource drifted',
      event: 'drift',
    });
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(ses).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: 'alerts@sahab.example',
      Destination: { ToAddresses: ['owner@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Drift found in orders-db', Charset: 'UTF-8' },
          Body: { Text: { Data: '1 resource drifted', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it("passes SES's refusal on to the caller (which keeps it as the delivery's answer)", async () => {
    ses.on(SendEmailCommand).rejects(
      Object.assign(new Error('Email address is not verified.'), {
        name: 'MessageRejected',
      }),
    );
    const sender = sesEmailSender('alerts@sahab.example', new SESv2Client({ region: 'me-south-1' }));
    await expect(
      sender.send({ userId: 'u-1', to: 'x@example.com', subject: 's', text: 't', event: 'test' }),
    ).rejects.toThrow('Email address is not verified.');
  });
});

import { describe, expect, it } from 'vitest';
import { designName } from '#shared/generation/design-name';

describe('a design name from the brief', () => {
  it.each([
    [
      'We need a records system for a clinic: patient records kept for 10 years, every access audited.',
      'Records system for a clinic',
    ],
    [
      'A web application for a bank with a PostgreSQL database holding confidential customer data.',
      'Web application for a bank',
    ],
    ['Please build me a nightly ETL job that loads 5-20 GB of CSV files into Redshift', 'Nightly ETL job'],
    ['A VPC with public and private subnets in three AZs', 'VPC with public and private subnets'],
    ['Something for my shop', 'Something for my shop'],
    ['Order events are streamed through Kafka to a Lambda function', 'Order events'],
    ['S3 upload triggers a Lambda that resizes the image', 'S3 upload'],
    [
      'We run a chain of 12 pharmacies across Riyadh and Jeddah. We need a stock system that tracks medicines per branch.',
      'Stock system',
    ],
    [
      'We run a chain of 12 pharmacies and want an online ordering site with a database of orders',
      'Online ordering site',
    ],
    ['We run a chain of 12 pharmacies across Riyadh and Jeddah', 'Chain of 12 pharmacies'],
    ["I'd like a booking site for my salon, with payments", 'Booking site for my salon'],
    ['A web app that lets customers create accounts and upload photos', 'Web app'],
    ['نحتاج منصة حجوزات لعيادة أسنان مع قاعدة بيانات', 'منصة حجوزات لعيادة أسنان'],
  ])('%s -> %s', (brief, name) => {
    expect(designName(brief)).toBe(name);
  });

  it('keeps names short whatever the brief', () => {
    const name = designName(`${'Extraordinarily long words '.repeat(20)}`);
    expect(name.length).toBeLessThanOrEqual(48);
    expect(name.split(' ').length).toBeLessThanOrEqual(6);
  });
});

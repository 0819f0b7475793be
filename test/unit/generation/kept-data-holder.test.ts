import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

/**
 * What a brief keeps ("records", "transactions", "orders") belongs to the store or stream it names;
 * only a brief that names none gets a database for it. The briefs are this test's own wording.
 */
describe('kept data lives where the brief puts it', () => {
  it.each([
    'A Kinesis data stream that holds the click records for 3 days.',
    'Card transactions land in an S3 data lake and analysts query them with Athena.',
    'Sensor records are streamed through Kinesis and archived to S3 every hour.',
  ])('%s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types.has('AWS::RDS::DBInstance')).toBe(false);
    expect(types.has('AWS::RDS::DBCluster')).toBe(false);
  });

  it('an application that manages records with no store named still gets a database', () => {
    const types = typesOfBrief('A small web app where the clinic staff manage patient records.');
    expect(types.has('AWS::RDS::DBInstance') || types.has('AWS::RDS::DBCluster')).toBe(true);
  });
});

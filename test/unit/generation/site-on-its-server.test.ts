import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

/**
 * One server the brief says its website runs on, in plain words or by its instance type ("the
 * cheapest server for a WordPress site", "خادم ويب من النوع m5.xlarge لموقع الجمعية"), is the
 * machine the site runs on: built, not listed as "not built" beside a fleet of web servers the
 * brief never asked for. Servers said in the plural, or behind a load balancer, stay a fleet.
 */
describe('a website said to run on one server runs on that server', () => {
  it.each([
    'Our Joomla website on a t3.small in Bahrain, nothing more.',
    'One EC2 t3.medium for the company site (WordPress). No load balancer or RDS.',
    'A c6i.large box to host our Moodle portal for 200 students.',
    'أبي أرخص سيرفر يشغّل موقع ووردبريس صغير، بدون لود بالنسر.',
    'خادم ويب على EC2 من النوع m5.xlarge لموقع الجمعية، مع قاعدة بيانات RDS MySQL.',
  ])('%s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types).toContain('AWS::EC2::Instance');
    expect(types).not.toContain('AWS::AutoScaling::AutoScalingGroup');
  });

  it.each([
    'Booking website: t3.medium web servers behind a load balancer, and a MySQL database.',
    'موقع ووردبريس على سيرفرات t3.small خلف موازن أحمال',
  ])('keeps a fleet: %s', (brief) => {
    expect(typesOfBrief(brief)).toContain('AWS::AutoScaling::AutoScalingGroup');
  });
});

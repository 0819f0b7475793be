import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { resourcesOfBrief, valuesOfType } from '#test/fixtures/generation';

/**
 * Issue 28 item 3: the identifiers and values a brief states reach the template: an API's route
 * (its path and method), an event rule's source said in Arabic, a bus named beside its Arabic
 * noun, and a mail record's value in the form Route 53 takes ("priority server").
 */
describe('stated routes, event sources and records reach the template', () => {
  it('builds the route a brief gives its REST API, level by level, with the method said', () => {
    const resources = resourcesOfBrief(
      'A REST API on API Gateway: PUT /tickets/{ticketId} calls a Lambda function that updates a DynamoDB table.',
    );
    const parts = valuesOfType(resources, 'AWS::ApiGateway::Resource', 'PathPart');
    expect(parts).toContain('tickets');
    expect(parts).toContain('{ticketId}');
    expect(valuesOfType(resources, 'AWS::ApiGateway::Method', 'HttpMethod')).toContain('PUT');
  });

  it('reads the events’ source said in Arabic as the rule’s pattern', () => {
    const resources = resourcesOfBrief(
      'قاعدة EventBridge تلتقط الأحداث التي مصدرها com.najm.claims وترسلها إلى دالة لامدا',
    );
    expect(valuesOfType(resources, 'AWS::Events::Rule', 'EventPattern.source').flat()).toContain(
      'com.najm.claims',
    );
  });

  it('gives a name to an event bus said by its Arabic noun and its service', () => {
    const read = statedProperties('نحتاج ناقل أحداث EventBridge اسمه claims-bus لفريق المطالبات');
    expect(read.map((r) => `${r.targets[0]?.type} ${r.targets[0]?.value}`)).toContain(
      'AWS::Events::EventBus claims-bus',
    );
  });

  it('writes a mail record as priority and server, the priority said or 10', () => {
    const said = resourcesOfBrief(
      'Route 53 zone najm.sa with an MX record pointing at mx1.najm.sa, priority 20',
    );
    expect(valuesOfType(said, 'AWS::Route53::RecordSet', 'ResourceRecords').flat()).toContain(
      '20 mx1.najm.sa',
    );
    const unsaid = resourcesOfBrief('منطقة Route 53 للنطاق najm.sa فيها سجل MX يشير إلى mx1.najm.sa');
    expect(valuesOfType(unsaid, 'AWS::Route53::RecordSet', 'ResourceRecords').flat()).toContain(
      '10 mx1.najm.sa',
    );
  });
});

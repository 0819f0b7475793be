import { describe, expect, it } from 'vitest';
import { namedTypesIn } from '#shared/generation/properties/named-types';

const types = (brief: string) => namedTypesIn(brief).map((n) => n.type);

describe("an API's model is read where the sentence names its API a few words before", () => {
  it.each([
    'An API Gateway REST API with a model named User that describes the request body.',
    'Create an API Gateway RestApi and a Model for the Pet resource.',
    'API Gateway with a data model for orders (content type application/json).',
    'A REST API whose POST method checks the body against a JSON schema model.',
    'واجهة API Gateway مع model للطلبات',
    // the API named in the sentence before; its method, a type of the same service, beside the model
    'A REST API for pets. The POST /pets method validates its body against a Pet model defined as JSON schema.',
  ])('%s', (brief) => {
    expect(types(brief)).toContain('AWS::ApiGateway::Model');
  });

  it.each([
    'An API in front of a Lambda function that serves our pricing model.',
    'A REST API for the shop; a SageMaker endpoint serves the recommendation model.',
  ])('a model of something else is none: %s', (brief) => {
    expect(types(brief)).not.toContain('AWS::ApiGateway::Model');
  });
});

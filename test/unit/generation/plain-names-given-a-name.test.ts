import { describe, expect, it } from 'vitest';
import { namedTypesIn } from '#shared/generation/properties/named-types';

const types = (brief: string) => namedTypesIn(brief).map((n) => n.type);

describe("a common type word the brief gives a name of its own names its service's type", () => {
  it.each([
    'Create a REST API for the bookstore. Add a Book model and an Author model, both JSON schemas.',
    'Build an API Gateway REST API with resources /orders and /orders/{id}, plus GET and POST methods whose bodies follow the model named OrderInput.',
    'نبي REST API للمتجر. ضيف Product model فيه الاسم والسعر',
  ])('%s', (brief) => {
    expect(types(brief)).toContain('AWS::ApiGateway::Model');
  });

  it.each([
    'Build an API Gateway REST API. Its Lambda function calls an ML model hosted elsewhere.',
    'An API Gateway REST API in front of a Lambda function. The function scores each request with a model.',
    'A REST API for the shop. The Recommendation model runs on a SageMaker endpoint.',
  ])('a model the brief names but not of its API is none: %s', (brief) => {
    expect(types(brief)).not.toContain('AWS::ApiGateway::Model');
  });
});

import {
  HttpIntegrationType,
  HttpRouteIntegration,
  type HttpRouteIntegrationBindOptions,
  type HttpRouteIntegrationConfig,
  IntegrationCredentials,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/**
 * A Lambda proxy integration that API Gateway calls through one invoke role instead of a
 * resource-based permission on each function. `HttpLambdaIntegration` adds an
 * `AWS::Lambda::Permission` per route: with one function per route that was 76 of the app stack's
 * 500 resources. The role's policy names each function it may invoke (granted by the caller).
 */
export class RoleInvokedLambdaIntegration extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: IFunction,
    private readonly invokeRole: IRole,
  ) {
    super(id);
  }

  bind(_options: HttpRouteIntegrationBindOptions): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.invokeRole),
    };
  }
}

/** Lambda functions as plain CloudFormation or as SAM resources (which share these property names). */
export const FUNCTION_TYPES: readonly string[] = ['AWS::Lambda::Function', 'AWS::Serverless::Function'];

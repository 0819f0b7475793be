/** Lambda functions as plain CloudFormation or as SAM resources (which share these property names). */
export const FUNCTION_TYPES: readonly string[] = ['AWS::Lambda::Function', 'AWS::Serverless::Function'];
/**
 * Lambda runtimes AWS has deprecated (it stops applying security patches), with the deprecation
 * date from AWS's "Runtime deprecation policy" table. A runtime counts as deprecated when its date is
 * on or before RUNTIMES_REVIEWED_ON, so a scheduled date can be listed before it arrives without
 * making the (pure) rule depend on the clock. Review this list and the date together.
 */
export const RUNTIMES_REVIEWED_ON = '2026-11-21';

export const DEPRECATED_RUNTIMES: Readonly<Record<string, string>> = {
  nodejs: '2016-10-31',
  'nodejs4.3': '2020-03-05',
  'nodejs4.3-edge': '2019-04-30',
  'nodejs6.10': '2019-08-12',
  'nodejs8.10': '2020-03-06',
  'nodejs10.x': '2021-07-30',
  'nodejs12.x': '2023-03-31',
  'nodejs14.x': '2023-12-04',
  'nodejs16.x': '2024-06-12',
  'nodejs18.x': '2025-09-01',
  'nodejs20.x': '2026-04-30',
  'python2.7': '2021-07-15',
  'python3.6': '2022-07-18',
  'python3.7': '2023-12-04',
  'python3.8': '2024-10-14',
  'python3.9': '2025-12-15',
  'ruby2.5': '2021-07-30',
  'ruby2.7': '2023-12-07',
  'ruby3.2': '2026-03-31',
  java8: '2024-01-08',
  'go1.x': '2024-01-08',
  provided: '2024-01-08',
  'dotnetcore1.0': '2019-07-30',
  'dotnetcore2.0': '2019-05-30',
  'dotnetcore2.1': '2022-01-05',
  'dotnetcore3.1': '2023-04-03',
  'dotnet5.0': '2022-05-10',
  dotnet6: '2024-12-20',
  dotnet7: '2024-05-14',
};

/** The date the runtime was deprecated, when that date has passed as of the review date. */
export function deprecatedOn(runtime: string): string | undefined {
  const date = DEPRECATED_RUNTIMES[runtime];
  return date !== undefined && date <= RUNTIMES_REVIEWED_ON ? date : undefined;
}

export const OPENSEARCH_TYPES = ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'] as const;

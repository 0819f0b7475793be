import type { CatalogEntry } from '../types';
import { denyInsecureS3, logKey, NO_PUBLIC_ACCESS, webAclWithLogs } from './parts';

export const staticWebsite: CatalogEntry = {
  slug: 'static-website',
  name: 'Static Website',
  description:
    'A private S3 bucket served only through CloudFront with origin access control, TLS 1.2+ on your domain, security headers, AWS WAF and access logs.',
  category: 'Web',
  color: '#0972d3',
  featured: false,
  parameterUi: {
    DomainName: { placeholder: 'www.example.com' },
    CertificateArn: {
      placeholder: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      compliantOnly: true,
      complianceNote:
        'A certificate on your domain is what lets CloudFront require TLS 1.2 or newer from viewers (NCA-ECC 2-8-3-1, SAMA 3.3.9).',
    },
    WebAclArn: {
      placeholder:
        'arn:aws:wafv2:us-east-1:123456789012:global/webacl/site/00000000-0000-0000-0000-000000000000',
      complianceNote:
        'Public web entry points need a web application firewall (NCA-ECC 2-15-3-1, SAMA 3.3.8); outside us-east-1 the template cannot create one for CloudFront.',
    },
  },
  template: `AWSTemplateFormatVersion: '2010-09-09'
Description: >-
  Static website: a private S3 bucket served only through CloudFront with origin access control,
  HTTPS with TLS 1.2 or newer on your domain, security headers, AWS WAF and access logs kept for
  12 months.

Metadata:
  AWS::CloudFormation::Interface:
    ParameterGroups:
      - Label: { default: Domain }
        Parameters: [DomainName, CertificateArn]
      - Label: { default: Protection }
        Parameters: [WebAclArn, PriceClass]
    ParameterLabels:
      DomainName: { default: Domain name }
      CertificateArn: { default: TLS certificate ARN (us-east-1) }
      WebAclArn: { default: CloudFront web ACL ARN }
      PriceClass: { default: Edge locations }

Parameters:
  DomainName:
    Type: String
    AllowedPattern: '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$'
    ConstraintDescription: must be a domain name in lower case, such as www.example.com
    Description: The site's domain, e.g. www.example.com (point it at the distribution afterwards).
  CertificateArn:
    Type: String
    AllowedPattern: '^arn:aws[a-z-]*:acm:us-east-1:\\d{12}:certificate/[a-f0-9-]+$'
    ConstraintDescription: must be the ARN of an ACM certificate in us-east-1 (CloudFront takes certificates only from there)
    Description: ACM certificate for the domain; CloudFront only reads certificates from us-east-1.
  WebAclArn:
    Type: String
    Default: ''
    AllowedPattern: '^$|^arn:aws[a-z-]*:wafv2:us-east-1:\\d{12}:global/webacl/.+$'
    ConstraintDescription: must be empty or the ARN of a global (CloudFront) AWS WAF web ACL, which lives in us-east-1
    Description: >-
      An AWS WAF web ACL of CLOUDFRONT scope. Leave empty in us-east-1 to create one; in other
      regions create it in us-east-1 first, since CloudFront web ACLs live only there.
  PriceClass:
    Type: String
    Default: PriceClass_100
    AllowedValues: [PriceClass_100, PriceClass_200, PriceClass_All]
    Description: Which CloudFront edge locations serve the site (PriceClass_200 includes the Middle East).

Conditions:
  HasWebAclArn: !Not [!Equals [!Ref WebAclArn, '']]
  # CloudFront web ACLs can only be created in us-east-1.
  CreateWebAcl: !And [!Equals [!Ref AWS::Region, us-east-1], !Not [!Condition HasWebAclArn]]

Resources:
  # CloudFront standard logs are delivered with ACLs, so this bucket keeps them enabled.
  LogBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault: { SSEAlgorithm: AES256 }
      PublicAccessBlockConfiguration:
        BlockPublicAcls: true
        BlockPublicPolicy: true
        IgnorePublicAcls: true
        RestrictPublicBuckets: true
      OwnershipControls:
        Rules:
          - ObjectOwnership: BucketOwnerPreferred
      VersioningConfiguration: { Status: Enabled }
      LifecycleConfiguration:
        Rules:
          - Id: keep-logs-one-year
            Status: Enabled
            ExpirationInDays: 365
            NoncurrentVersionExpiration: { NoncurrentDays: 30 }
      Tags:
        - { Key: DataClassification, Value: Internal }

  LogBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref LogBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('LogBucket')}
          - Sid: ServerAccessLogDelivery
            Effect: Allow
            Principal: { Service: logging.s3.amazonaws.com }
            Action: s3:PutObject
            Resource: !Sub '\${LogBucket.Arn}/s3/*'
            Condition:
              StringEquals: { aws:SourceAccount: !Ref AWS::AccountId }

  SiteBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault: { SSEAlgorithm: AES256 }
${NO_PUBLIC_ACCESS}
      VersioningConfiguration: { Status: Enabled }
      LoggingConfiguration:
        DestinationBucketName: !Ref LogBucket
        LogFilePrefix: s3/site/
      LifecycleConfiguration:
        Rules:
          - Id: expire-old-versions
            Status: Enabled
            NoncurrentVersionExpiration: { NoncurrentDays: 90 }
      Tags:
        - { Key: DataClassification, Value: Public }

  OriginAccessControl:
    Type: AWS::CloudFront::OriginAccessControl
    Properties:
      OriginAccessControlConfig:
        Name: !Sub '\${AWS::StackName}-site'
        OriginAccessControlOriginType: s3
        SigningBehavior: always
        SigningProtocol: sigv4

  SiteBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref SiteBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('SiteBucket')}
          - Sid: CloudFrontReadsThroughOriginAccessControl
            Effect: Allow
            Principal: { Service: cloudfront.amazonaws.com }
            Action: s3:GetObject
            Resource: !Sub '\${SiteBucket.Arn}/*'
            Condition:
              StringEquals:
                AWS:SourceArn: !Sub 'arn:\${AWS::Partition}:cloudfront::\${AWS::AccountId}:distribution/\${Distribution}'

${logKey("Encrypts the web ACL's request log", 'CreateWebAcl')}

${webAclWithLogs({ scope: 'CLOUDFRONT', metric: 'site-acl', groups: ['aws-common', 'aws-ip-reputation'], logKey: 'LogKey', condition: 'CreateWebAcl' })}

  Distribution:
    Type: AWS::CloudFront::Distribution
    Properties:
      DistributionConfig:
        Enabled: true
        Comment: !Sub '\${AWS::StackName} static site'
        Aliases: [!Ref DomainName]
        DefaultRootObject: index.html
        HttpVersion: http2and3
        IPV6Enabled: true
        PriceClass: !Ref PriceClass
        WebACLId: !If [HasWebAclArn, !Ref WebAclArn, !If [CreateWebAcl, !GetAtt WebAcl.Arn, !Ref AWS::NoValue]]
        ViewerCertificate:
          AcmCertificateArn: !Ref CertificateArn
          MinimumProtocolVersion: TLSv1.2_2021
          SslSupportMethod: sni-only
        Logging:
          Bucket: !GetAtt LogBucket.RegionalDomainName
          Prefix: cloudfront/
          IncludeCookies: false
        Origins:
          - Id: site
            DomainName: !GetAtt SiteBucket.RegionalDomainName
            OriginAccessControlId: !GetAtt OriginAccessControl.Id
            S3OriginConfig:
              OriginAccessIdentity: ''
        DefaultCacheBehavior:
          TargetOriginId: site
          ViewerProtocolPolicy: redirect-to-https
          Compress: true
          AllowedMethods: [GET, HEAD]
          # AWS managed policies: CachingOptimized and SecurityHeadersPolicy.
          CachePolicyId: 658327ea-f89d-4fab-a63d-7e88639e58f6
          ResponseHeadersPolicyId: 67f7725c-6f97-4210-82d7-5512b31e9d03

Outputs:
  DistributionDomainName:
    Description: Point the domain's CNAME or alias record at this name.
    Value: !GetAtt Distribution.DomainName
  SiteBucketName:
    Description: Upload the site's files here.
    Value: !Ref SiteBucket
`,
};

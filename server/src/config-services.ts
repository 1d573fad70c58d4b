import { z } from 'zod';

/** A setting that is a URL when given; an empty value counts as not given. */
export const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ error: `${name} must be a URL.` }).optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The services several instances share: Redis for rate limits and sign-in throttles, and an
 * S3-compatible bucket for uploaded files. Without them the app keeps both in its own process
 * and data folder, which is right for one instance.
 */
export const servicesEnvironment = z.object({
  REDIS_URL: optionalUrl('REDIS_URL'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { error: 'S3_FORCE_PATH_STYLE must be 0 or 1.' }).default('0'),
});

type ServicesEnvironment = z.infer<typeof servicesEnvironment>;

export type S3Settings = {
  bucket: string;
  /** Unset for AWS itself; the address of MinIO, Ceph or another S3-compatible server otherwise. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's usual chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path rather than the host name, as most self-hosted servers want. */
  forcePathStyle: boolean;
};

export type ServicesConfig = { redisUrl: string | undefined; s3: S3Settings | undefined };

/** Problems a single field cannot show: settings that only make sense together. */
export function servicesProblems(values: ServicesEnvironment): string[] {
  const problems: string[] = [];
  const s3Given = values.S3_ENDPOINT || values.S3_ACCESS_KEY_ID || values.S3_SECRET_ACCESS_KEY;
  if (s3Given && !values.S3_BUCKET) problems.push('S3_BUCKET: S3_BUCKET must be set to keep files in S3.');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  }
  return problems;
}

export function servicesConfig(values: ServicesEnvironment): ServicesConfig {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  return {
    redisUrl: values.REDIS_URL,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
  };
}

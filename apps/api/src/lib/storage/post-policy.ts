/**
 * S3's browser-based upload (POST Object with a Signature V4 policy), written out for the local driver so that it
 * checks an upload exactly as a bucket would: the policy is signed with a signing key derived from the server secret,
 * must not have expired, and every form field must satisfy the policy's conditions (and have one), the size its
 * content-length-range. https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { contentTypeCondition, type PresignPostInput } from './file-storage';

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';

type Condition = Record<string, string> | [string, string | number, string | number];
export type PolicyDocument = { expiration: string; conditions: Condition[] };

export type SigningConfig = { accessKeyId: string; secret: string; region: string; bucket: string };

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), SERVICE), 'aws4_request');
}

const amzDate = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The fields of a pre-signed POST, as `@aws-sdk/s3-presigned-post` spells them for a bucket. */
export function buildPresignedFields(config: SigningConfig, input: PresignPostInput, now = new Date()): Record<string, string> {
  const date = amzDate(now);
  const credential = `${config.accessKeyId}/${date.slice(0, 8)}/${config.region}/${SERVICE}/aws4_request`;
  const type = contentTypeCondition(input.contentTypes);
  const fields: Record<string, string> = {
    bucket: config.bucket,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    key: input.key,
    ...('exact' in type ? { 'Content-Type': type.exact } : {}),
  };
  const policy: PolicyDocument = {
    expiration: new Date(now.getTime() + input.expiresInSeconds * 1000).toISOString(),
    conditions: [
      ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
      ...('prefix' in type ? [['starts-with', '$Content-Type', type.prefix] as Condition] : []),
      ['content-length-range', 1, input.maxBytes],
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return {
    ...fields,
    Policy: encoded,
    'X-Amz-Signature': hmac(signingKey(config.secret, date.slice(0, 8), config.region), encoded).toString('hex'),
  };
}

/** Why an upload is refused, with the status and code S3 answers. */
export type PolicyRefusal = {
  status: 400 | 403;
  code: 'InvalidArgument' | 'InvalidPolicyDocument' | 'SignatureDoesNotMatch' | 'AccessDenied' | 'EntityTooLarge' | 'EntityTooSmall';
  reason: 'malformed' | 'signature' | 'expired' | 'condition' | 'contentType' | 'tooLarge' | 'tooSmall';
};

const refuse = (status: PolicyRefusal['status'], code: PolicyRefusal['code'], reason: PolicyRefusal['reason']): PolicyRefusal => ({ status, code, reason });

/** Form fields S3 does not require a condition for. */
const UNCONDITIONED = new Set(['x-amz-signature', 'file', 'policy']);

export type CheckedPolicy = { key: string; contentType: string; minBytes: number; maxBytes: number };

/**
 * Checks the form fields sent before the file (S3 ignores fields after it) as S3 does, but for the size, which is
 * known only while streaming: the answer carries the content-length-range to enforce then.
 * `fields` maps lower-cased names to values (a repeated name is refused by the caller).
 */
export function checkPolicy(config: SigningConfig, fields: Map<string, string>, now = new Date()): CheckedPolicy | PolicyRefusal {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  const date = fields.get('x-amz-date');
  const key = fields.get('key');
  if (!policy || !signature || !credential || !date || key === undefined || fields.get('x-amz-algorithm') !== ALGORITHM) {
    return refuse(400, 'InvalidArgument', 'malformed');
  }
  // Credential: <access key>/<yyyymmdd>/<region>/s3/aws4_request, for this server's key and region.
  const scope = credential.split('/');
  if (scope.length !== 5 || scope[0] !== config.accessKeyId || scope[2] !== config.region || scope[3] !== SERVICE || scope[4] !== 'aws4_request' || !/^\d{8}$/.test(scope[1]!)) {
    return refuse(403, 'SignatureDoesNotMatch', 'signature');
  }
  const expected = hmac(signingKey(config.secret, scope[1]!, config.region), policy);
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse(403, 'SignatureDoesNotMatch', 'signature');

  let document: PolicyDocument;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    return refuse(400, 'InvalidPolicyDocument', 'malformed');
  }
  if (typeof document !== 'object' || document === null || !Array.isArray(document.conditions) || typeof document.expiration !== 'string') {
    return refuse(400, 'InvalidPolicyDocument', 'malformed');
  }
  const expiration = Date.parse(document.expiration);
  if (Number.isNaN(expiration)) return refuse(400, 'InvalidPolicyDocument', 'malformed');
  if (expiration <= now.getTime()) return refuse(403, 'AccessDenied', 'expired');

  const valueOf = (name: string): string | undefined => (name === 'bucket' ? config.bucket : fields.get(name));
  const conditioned = new Set<string>();
  let range: [number, number] | undefined;
  for (const condition of document.conditions) {
    let name: string;
    let ok: boolean;
    if (Array.isArray(condition)) {
      const [op, first, second] = condition;
      if (op === 'content-length-range') {
        if (typeof first !== 'number' || typeof second !== 'number') return refuse(400, 'InvalidPolicyDocument', 'malformed');
        range = [first, second];
        continue;
      }
      if ((op !== 'eq' && op !== 'starts-with') || typeof first !== 'string' || !first.startsWith('$') || typeof second !== 'string') {
        return refuse(400, 'InvalidPolicyDocument', 'malformed');
      }
      name = first.slice(1).toLowerCase();
      const value = valueOf(name);
      ok = value !== undefined && (op === 'eq' ? value === second : value.startsWith(second));
    } else if (typeof condition === 'object' && condition !== null && Object.keys(condition).length === 1) {
      const [[rawName, expectedValue]] = Object.entries(condition) as [[string, unknown]];
      name = rawName.toLowerCase();
      ok = typeof expectedValue === 'string' && valueOf(name) === expectedValue;
    } else {
      return refuse(400, 'InvalidPolicyDocument', 'malformed');
    }
    conditioned.add(name);
    if (!ok) return refuse(403, 'AccessDenied', name === 'content-type' ? 'contentType' : 'condition');
  }
  // Every field sent must be covered by a condition ("Invalid according to Policy: Extra input fields").
  for (const name of fields.keys()) {
    if (!UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !conditioned.has(name)) {
      return refuse(403, 'AccessDenied', name === 'content-type' ? 'contentType' : 'condition');
    }
  }
  return {
    key,
    contentType: fields.get('content-type') ?? 'binary/octet-stream',
    minBytes: range?.[0] ?? 0,
    maxBytes: range?.[1] ?? Number.POSITIVE_INFINITY,
  };
}

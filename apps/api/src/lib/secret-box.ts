import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals secrets kept in the database (an identity provider's client secret, a second factor's
 * shared key) with AES-256-GCM under a key from the environment (SECRETS_KEY): a copy of the
 * database alone opens none of them. Each sealed value is bound to its purpose (the associated
 * data), so one cannot be moved into another's column and opened there.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'waymark', 'waymark secret box v1', 32));
  }

  seal(plain: string, purpose: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]);
    return `${VERSION}:${sealed.toString('base64')}`;
  }

  /** The plain text; throws when the value was sealed under another key or purpose, or changed. */
  open(sealed: string, purpose: string): string {
    const [version, encoded] = sealed.split(':', 2);
    if (version !== VERSION || !encoded) throw new Error('not a sealed secret');
    const raw = Buffer.from(encoded, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const body = raw.subarray(IV_BYTES + TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

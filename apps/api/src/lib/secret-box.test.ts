import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox('a key of at least thirty-two characters!');

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('client-secret-123', 'sso');
    expect(sealed).not.toContain('client-secret-123');
    expect(box.open(sealed, 'sso')).toBe('client-secret-123');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('x', 'sso')).not.toBe(box.seal('x', 'sso'));
  });

  it('refuses another purpose, another key and a changed value', () => {
    const sealed = box.seal('secret', 'sso');
    expect(() => box.open(sealed, 'totp')).toThrow();
    expect(() =>
      new SecretBox('another key, also thirty-two chars long').open(sealed, 'sso'),
    ).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => box.open(`v1:${raw.toString('base64')}`, 'sso')).toThrow();
    expect(() => box.open('plain', 'sso')).toThrow();
  });
});

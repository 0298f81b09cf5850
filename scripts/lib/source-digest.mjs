// @ts-check
// The api and web builds are skipped when nothing they read has changed: a digest of their
// inputs, kept beside the build as `.source-digest`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A digest of the files (those that exist), each by its path relative to `root` and its bytes.
 * @param {string} root @param {string[]} files
 */
export function sourceDigest(root, files) {
  const hash = createHash('sha256');
  for (const file of files.filter((f) => existsSync(f))) {
    hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Whether a build's stamp holds this digest (the build is of these sources).
 * @param {string} stamp @param {string} digest
 */
export function isBuiltFrom(stamp, digest) {
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
}

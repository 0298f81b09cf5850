import type { Entry } from 'yauzl';

/** Why an entry makes the whole archive unacceptable, in words for the uploader; or null. */
export function entryProblem(entry: Entry, name: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name))
    return `The zip contains a file name with control characters: ${JSON.stringify(name)}`;
  if (name.startsWith('/')) return `The zip contains an absolute path: ${name}`;
  if (/^[A-Za-z]:/.test(name)) return `The zip contains a path with a drive letter: ${name}`;
  if (name.split('/').includes('..')) return `The zip contains a path outside the archive: ${name}`;
  // Unix file type bits live in the high 16 bits of the external attributes.
  const unixType = (entry.externalFileAttributes >>> 16) & 0o170000;
  if (unixType === 0o120000)
    return `The zip contains a symbolic link, which is not allowed: ${name}`;
  if (entry.isEncrypted())
    return `The zip contains a password-protected file, which cannot be read: ${name}`;
  if (!name.endsWith('/') && entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    return `The zip uses a compression method that cannot be read (method ${entry.compressionMethod}): ${name}`;
  }
  return null;
}

/** Operating-system clutter, never user data: macOS resource forks and Finder/Explorer files. */
export function isJunk(name: string): boolean {
  const parts = name.split('/');
  const base = parts[parts.length - 1] ?? '';
  return (
    parts[0] === '__MACOSX' ||
    base.startsWith('._') ||
    ['.ds_store', 'thumbs.db', 'desktop.ini'].includes(base.toLowerCase())
  );
}

/** 'a/./b//c' → 'a/b/c' (after entryProblem has refused '..' and absolute paths). */
export function normalisedPath(name: string): string {
  return name
    .split('/')
    .filter((p) => p !== '' && p !== '.')
    .join('/');
}

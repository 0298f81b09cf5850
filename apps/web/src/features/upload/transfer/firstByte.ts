/**
 * 5.3, before sending: each file's first byte is read, so that a file that went away or cannot
 * be read (moved, on a disconnected drive, no permission) is caught before anything is sent.
 * Answers the names of the files that could not be read.
 */
export async function unreadableFiles(files: ReadonlyMap<string, Blob>): Promise<string[]> {
  const checks = [...files].map(async ([name, file]) => {
    try {
      await file.slice(0, 1).arrayBuffer();
      return null;
    } catch {
      return name;
    }
  });
  return (await Promise.all(checks)).filter((name): name is string => name !== null);
}

import { vi } from 'vitest';

/** jsdom has no object URLs; these stand-ins are removed again by the returned function. */
export function stubObjectUrls(url = 'blob:http://localhost/1') {
  const create = vi.fn(() => url);
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return {
    create,
    revoke,
    restore: () => {
      delete (URL as { createObjectURL?: unknown }).createObjectURL;
      delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
    },
  };
}

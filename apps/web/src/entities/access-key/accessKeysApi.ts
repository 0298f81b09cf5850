import {
  accessKeyRead,
  accessKeyWithSecret,
  paginated,
  type AccessKeyCreate,
  type AccessKeyRead,
  type AccessKeyWithSecret,
} from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

/** Keys a list shows at once: a user holds at most 50 live ones. */
const LIST_SIZE = '200';
const keyPage = paginated(accessKeyRead);

/** GET access-keys/: the caller's keys, newest first. */
export async function fetchOwnKeys(): Promise<AccessKeyRead[]> {
  const data = await ok(
    api.GET('/api/access-keys/', {
      params: { query: { items: LIST_SIZE, ordering: '-created_at' } },
    }),
  );
  return checkedAnswer(keyPage, data).results;
}

/** GET organisations/:id/access-keys/: the keys of the organisation's members (its admins). */
export async function fetchOrganisationKeys(organisationId: number): Promise<AccessKeyRead[]> {
  const data = await ok(
    api.GET('/api/organisations/{id}/access-keys/', {
      params: {
        path: { id: idOf(organisationId) },
        query: { items: LIST_SIZE, ordering: '-created_at' },
      },
    }),
  );
  return checkedAnswer(keyPage, data).results;
}

/** POST access-keys/: the new key, with the key itself this once. */
export async function createAccessKey(body: AccessKeyCreate): Promise<AccessKeyWithSecret> {
  return checkedAnswer(accessKeyWithSecret, await ok(api.POST('/api/access-keys/', { body })));
}

/** DELETE access-keys/:id/: refused at once everywhere. */
export async function revokeAccessKey(id: number): Promise<void> {
  await ok(api.DELETE('/api/access-keys/{id}/', { params: { path: { id: idOf(id) } } }));
}

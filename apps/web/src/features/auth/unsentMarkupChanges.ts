import { markupOutbox } from '../../entities/markup/outbox/markupOutbox.js';

/**
 * How many markup changes made offline wait on this device, whoever made them. Logout clears the device's offline
 * data, the outbox with it: the user is asked first. A store that cannot be read holds nothing
 * this tab could send either.
 */
export async function unsentMarkupChanges(): Promise<number> {
  try {
    return await markupOutbox.countStored();
  } catch {
    return 0;
  }
}

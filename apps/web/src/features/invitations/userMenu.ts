// What the user menu shows of invitations, loaded after the map's first frame (app/shell): the
// entry, the account button's count and their texts.
import { registerMessages } from '../../i18n/registerMessages.js';
import { invitationsMessages } from './messages.js';

registerMessages('invitations', invitationsMessages);
export { InvitationsMenuItem } from './InvitationsMenuItem.js';
export { PendingInvitationsBadge } from './PendingInvitationsBadge.js';

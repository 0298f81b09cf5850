// The 'invitations' on-demand section: the signed-in account's invitations to organisations.
import { registerMessages } from '../../i18n/registerMessages.js';
import { invitationsMessages } from '../../features/invitations/messages.js';

// Loaded on demand: the texts of its feature come with it (see i18n/registerMessages.ts).
registerMessages('invitations', invitationsMessages);
export { InvitationsPage } from '../../pages/InvitationsPage.js';

import { SESSION_ACTIONS, type Profile, type SessionAction } from '@waymark/contract';

/** The user the app works with: a profile, or in map-share mode the anonymous viewer. */
export type SessionUser = Omit<Profile, 'id'> & { id: number | null };

/** Map-share viewers: no id, no organisations, no permissions (section 6). */
export const ANONYMOUS_USER: SessionUser = {
  id: null,
  first_name: '',
  last_name: '',
  name: '',
  email: '',
  is_superuser: false,
  permissions: [],
  organisations: [],
  impersonated_by: null,
  // A share viewer gets no mail.
  settings: { markup_notices: false },
  // Nor signs in.
  two_factor: { enabled: false, setup_required: false },
  // A share viewer may do nothing but look (the server answers so too).
  abilities: Object.fromEntries(SESSION_ACTIONS.map((action) => [action, false])) as Record<
    SessionAction,
    boolean
  >,
};

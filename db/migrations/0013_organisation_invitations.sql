-- Invitations of existing accounts to an organisation: an admin who adds a user whose email
-- already has an account invites that account; its owner joins only by accepting, signed in as
-- themselves. Until then the organisation sees the invitation, never the account. Declined,
-- cancelled and expired invitations stay listed.

CREATE TABLE organisation_invitations (
  id              serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- As the admin typed it: all the organisation knows of the account.
  email           text NOT NULL,
  -- The organisation admin flag the account gets when it accepts.
  admin           boolean NOT NULL DEFAULT false,
  invited_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  responded_at    timestamptz,
  response        text CHECK (response IN ('accepted', 'declined', 'cancelled')),
  CHECK ((response IS NULL) = (responded_at IS NULL))
);

-- One open invitation per account and organisation: inviting again renews it.
CREATE UNIQUE INDEX organisation_invitations_open
  ON organisation_invitations (organisation_id, user_id) WHERE response IS NULL;
CREATE INDEX organisation_invitations_organisation
  ON organisation_invitations (organisation_id, created_at DESC);
CREATE INDEX organisation_invitations_user ON organisation_invitations (user_id);

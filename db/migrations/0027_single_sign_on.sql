-- Single sign-on by OpenID Connect, one provider per organisation (issue 30).
CREATE TABLE organisation_sso (
  organisation_id      integer PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
  display_name         text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
  issuer               text NOT NULL CHECK (length(issuer) <= 500),
  client_id            text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 500),
  -- Sealed with SECRETS_KEY (AES-256-GCM); null for a public client (PKCE alone).
  client_secret_sealed text,
  scopes               text NOT NULL DEFAULT 'openid email profile',
  email_claim          text NOT NULL DEFAULT 'email',
  groups_claim         text NOT NULL DEFAULT 'groups',
  -- [{ "group": "...", "permissions": ["layers.add_layer", ...] }]
  group_permissions    jsonb NOT NULL DEFAULT '[]',
  admin_groups         text[] NOT NULL DEFAULT '{}',
  -- Addresses at these domains are sent to this provider from the sign-in screen.
  email_domains        text[] NOT NULL DEFAULT '{}',
  create_accounts      boolean NOT NULL DEFAULT false,
  required             boolean NOT NULL DEFAULT false,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisation_sso_email_domains_idx ON organisation_sso USING gin (email_domains);

-- Sign-ins under way: made at the start (state, nonce, PKCE verifier), completed at the
-- callback (a one-time hand-over code the web app trades for its token), then deleted.
CREATE TABLE sso_sign_ins (
  state_hash      bytea PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  nonce           text NOT NULL,
  code_verifier   text NOT NULL,
  return_to       text NOT NULL DEFAULT '/',
  handover_hash   bytea UNIQUE,
  user_id         integer REFERENCES users (id) ON DELETE CASCADE,
  id_token_sealed text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_sign_ins_created_idx ON sso_sign_ins (created_at);

-- How each session was made; an SSO session keeps its ID token (sealed) to end the
-- provider's session at sign-out.
ALTER TABLE auth_tokens
  ADD COLUMN method text NOT NULL DEFAULT 'password',
  ADD COLUMN sso_organisation_id integer REFERENCES organisations (id) ON DELETE SET NULL,
  ADD COLUMN id_token_sealed text;

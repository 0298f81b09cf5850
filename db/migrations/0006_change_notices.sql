-- Every api process caches who a token belongs to and which layers a user may see (see
-- apps/api/src/db/change-signal.ts). Writes to the tables those answers come from notify
-- 'waymark_changes', so that processes other than the writer drop their cached answers.
-- Statement-level: one notice per statement, and notices of one transaction are merged.

CREATE FUNCTION waymark_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('waymark_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'memberships', 'user_permissions', 'permissions',
                           'organisations', 'layers', 'layer_files', 'maps', 'map_layers'] LOOP
    EXECUTE format(
      'CREATE TRIGGER waymark_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION waymark_notify_change()', t);
  END LOOP;
END
$$;

-- A token's last use is bookkeeping; only what decides who it is matters.
CREATE TRIGGER waymark_notify_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF key_hash, user_id, impersonated_user_id, revoked_at ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_notify_change();

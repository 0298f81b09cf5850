-- The audit log (issue 30). Each entry also says which request it came from, and which
-- organisation it concerns, for that organisation's admins to read: the organisation of its
-- object (a map, layer, share, markup, category, the organisation itself); NULL for a user's own
-- events (sign-ins, passwords, access keys, impersonation), which the admins of the user's
-- organisations read.
--
-- Append-only for the application: no UPDATE but those its foreign keys make when a user or an
-- organisation goes (ON DELETE SET NULL clears the reference, nothing else); no DELETE but the
-- retention's, which says so for its own transaction (SET LOCAL waymark.audit_retention = 'on').

ALTER TABLE audit_log ADD COLUMN request_id text;
ALTER TABLE audit_log
  ADD COLUMN organisation_id integer REFERENCES organisations (id) ON DELETE SET NULL;
CREATE INDEX audit_log_organisation_idx ON audit_log (organisation_id, id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('waymark.audit_retention', true) = 'on' THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.action, NEW.object_type, NEW.object_id, NEW.details, NEW.ip, NEW.created_at,
      NEW.request_id)
     IS NOT DISTINCT FROM
     (OLD.id, OLD.action, OLD.object_type, OLD.object_id, OLD.details, OLD.ip, OLD.created_at,
      OLD.request_id)
     AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
     AND (NEW.as_user_id IS NULL OR NEW.as_user_id = OLD.as_user_id)
     AND (NEW.organisation_id IS NULL OR NEW.organisation_id = OLD.organisation_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

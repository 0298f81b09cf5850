-- The audit log (issue 30): the request each entry came from, and append-only for the
-- application. No UPDATE but the one its foreign keys make when a user goes (ON DELETE SET NULL
-- clears the reference, nothing else); no DELETE but the retention's, which says so for its own
-- transaction (SET LOCAL waymark.audit_retention = 'on').

ALTER TABLE audit_log ADD COLUMN request_id text;

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
     AND (NEW.as_user_id IS NULL OR NEW.as_user_id = OLD.as_user_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

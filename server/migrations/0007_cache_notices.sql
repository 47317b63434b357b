-- Cache notices: every server instance keeps the grants it found live and the callers it loaded for a few seconds,
-- and LISTENs on portal_cache_notices to drop them the moment the database changes under them. The database itself
-- announces the change, at commit, whoever makes it (sign-out, revocation, password change, admin tools, SQL).
-- Payloads: 'grant:<grant id>', 'user:<user id>', or 'users' (anything that may change many callers).
CREATE FUNCTION "portal_notify_grant_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache_notices', 'grant:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "oidc_payloads_grant_gone" AFTER DELETE ON "oidc_payloads"
  FOR EACH ROW WHEN (OLD.model = 'Grant') EXECUTE FUNCTION "portal_notify_grant_gone"();
--> statement-breakpoint
CREATE FUNCTION "portal_notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Identical notices of one transaction are delivered once, so a rewrite of many entries costs one notice per user.
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('portal_cache_notices', 'user:' || OLD.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('portal_cache_notices', 'user:' || OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('portal_cache_notices', 'user:' || NEW.user_id); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "portal_privileges_changed" AFTER INSERT OR UPDATE OR DELETE ON "portal_privileges"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_user_changed"();
--> statement-breakpoint
CREATE FUNCTION "portal_notify_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache_notices', 'users');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A caller's active brands come from their sold-tos' brands (internal users: the whole catalogue).
CREATE TRIGGER "customer_brands_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_users_changed"();

-- Issue #19 "Throughput": every instance holds the devices it verified lately (apps/api/src/lib/session-cache.ts) and
-- drops them all when PostgreSQL notifies `session_cache`. These triggers notify on every change a device look-up reads
-- (lib/sessions.ts `deviceSessions`, whose `find` joins are named in employees.repository.ts and
-- worker-accounts.repository.ts), whoever makes it. A notification is sent at commit, once per transaction.
--
-- Not notified: a device's last use moving forward (written once a minute per device while in use); a new device.

CREATE OR REPLACE FUNCTION notify_session_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_cache', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- devices: signed out (one, all, the oldest beyond the limit, expired), or a change other than a later last use
CREATE TRIGGER auth_devices_session_cache_delete AFTER DELETE ON auth_devices
  FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
CREATE TRIGGER auth_devices_session_cache_update AFTER UPDATE ON auth_devices
  FOR EACH ROW WHEN (new.last_used_at < old.last_used_at OR (to_jsonb(old) - 'last_used_at') IS DISTINCT FROM (to_jsonb(new) - 'last_used_at'))
  EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
CREATE TRIGGER worker_account_devices_session_cache_delete AFTER DELETE ON worker_account_devices
  FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
CREATE TRIGGER worker_account_devices_session_cache_update AFTER UPDATE ON worker_account_devices
  FOR EACH ROW WHEN (new.last_used_at < old.last_used_at OR (to_jsonb(old) - 'last_used_at') IS DISTINCT FROM (to_jsonb(new) - 'last_used_at'))
  EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
-- the owners: any change of an employee (role, suspension, address, name, department, マイナンバー担当…) or a worker
-- account, or their removal
CREATE TRIGGER employees_session_cache AFTER UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
CREATE TRIGGER worker_accounts_session_cache AFTER UPDATE OR DELETE ON worker_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
-- the names an employee's session carries: the company's and the department's
CREATE TRIGGER companies_session_cache_update AFTER UPDATE ON companies
  FOR EACH ROW WHEN (new.name IS DISTINCT FROM old.name)
  EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
CREATE TRIGGER companies_session_cache_delete AFTER DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
CREATE TRIGGER departments_session_cache_update AFTER UPDATE ON departments
  FOR EACH ROW WHEN (new.name IS DISTINCT FROM old.name)
  EXECUTE FUNCTION notify_session_cache();
--> statement-breakpoint
CREATE TRIGGER departments_session_cache_delete AFTER DELETE ON departments
  FOR EACH ROW EXECUTE FUNCTION notify_session_cache();

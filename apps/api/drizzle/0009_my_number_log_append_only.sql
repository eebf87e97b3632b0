-- The マイナンバー operation log is append-only (issue #12 item 7): no role, the app's or the owner's, may change or
-- remove a row through SQL. Rows are only ever inserted.
CREATE OR REPLACE FUNCTION my_number_operation_logs_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'my_number_operation_logs is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS my_number_operation_logs_no_change ON my_number_operation_logs;
--> statement-breakpoint
CREATE TRIGGER my_number_operation_logs_no_change
  BEFORE UPDATE OR DELETE ON my_number_operation_logs
  FOR EACH ROW EXECUTE FUNCTION my_number_operation_logs_append_only();
--> statement-breakpoint
DROP TRIGGER IF EXISTS my_number_operation_logs_no_truncate ON my_number_operation_logs;
--> statement-breakpoint
CREATE TRIGGER my_number_operation_logs_no_truncate
  BEFORE TRUNCATE ON my_number_operation_logs
  FOR EACH STATEMENT EXECUTE FUNCTION my_number_operation_logs_append_only();

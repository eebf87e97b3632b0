-- Row-level security: defense in depth behind the company_id every repository query already carries.
-- A request signed in as an employee runs with the setting app.company_id = its company (apps/api/src/db/client.ts);
-- then every table that has a company_id shows and accepts only that company's rows, so a query that forgot its
-- company_id condition returns nothing of another tenant. Where the setting is empty (sign-in, the worker portal,
-- link pages, jobs, migrations, tests' fixtures) the policies let everything through: those paths are scoped by their
-- own keys (a token, a worker account), not by one company. See docs/decisions.md "Row-level security".

-- The role a SUPERUSER connection steps down to for requests (superusers bypass every policy). NOLOGIN; created here
-- when the migrating role may create roles, else skipped (the request role is then not a superuser anyway).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_tenant') THEN
    CREATE ROLE app_tenant NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR duplicate_object OR unique_violation THEN NULL; -- not ours to create, or another start made it
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_tenant') THEN
    EXECUTE 'GRANT USAGE ON SCHEMA public TO app_tenant';
    EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_tenant';
    EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_tenant';
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_tenant';
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_tenant';
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN NULL;
END $$;
--> statement-breakpoint
-- The signed-in company of this connection, or NULL when none is set. Inlined by the planner (a plain SQL function).
CREATE OR REPLACE FUNCTION app_company_id() RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT NULLIF(current_setting('app.company_id', true), '')::integer $$;
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies
  USING (app_company_id() IS NULL OR id = app_company_id())
  WITH CHECK (app_company_id() IS NULL OR id = app_company_id());
--> statement-breakpoint
-- Every table with a company_id column (a test holds this true for tables that later migrations add).
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables tb USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (app_company_id() IS NULL OR company_id = app_company_id()) '
      'WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id())', t);
  END LOOP;
END $$;

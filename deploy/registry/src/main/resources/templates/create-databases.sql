-- Generated from deploy/services.json by deploy/render: edit that file, not this one.
-- One role and one database per built service that keeps data (not the web table;
-- docs/operations.md): each service logs in as its own role, which owns its own database and
-- nothing else. Nobody else may connect.
-- Runs once, when the PostgreSQL volume of deploy/compose.yaml is created. The password
-- is the Compose stack's one development password; Kubernetes takes each from a secret.
{#for s in registry.builtBackends}
CREATE ROLE {s.role} LOGIN PASSWORD 'arbiter';
CREATE DATABASE {s.database} OWNER {s.role};
REVOKE ALL ON DATABASE {s.database} FROM PUBLIC;
{/for}

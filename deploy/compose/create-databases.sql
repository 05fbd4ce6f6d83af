-- Generated from deploy/services.json by deploy/render: edit that file, not this one.
-- One role and one database per built service that keeps data (not the web table;
-- docs/operations.md): each service logs in as its own role, which owns its own database and
-- nothing else. Nobody else may connect.
-- Runs once, when the PostgreSQL volume of deploy/compose.yaml is created. The password
-- is the Compose stack's one development password; Kubernetes takes each from a secret.
CREATE ROLE arbiter_warmeister LOGIN PASSWORD 'arbiter';
CREATE DATABASE arbiter_warmeister OWNER arbiter_warmeister;
REVOKE ALL ON DATABASE arbiter_warmeister FROM PUBLIC;
CREATE ROLE arbiter_kharnage LOGIN PASSWORD 'arbiter';
CREATE DATABASE arbiter_kharnage OWNER arbiter_kharnage;
REVOKE ALL ON DATABASE arbiter_kharnage FROM PUBLIC;
CREATE ROLE arbiter_high_command LOGIN PASSWORD 'arbiter';
CREATE DATABASE arbiter_high_command OWNER arbiter_high_command;
REVOKE ALL ON DATABASE arbiter_high_command FROM PUBLIC;
CREATE ROLE arbiter_warfighter LOGIN PASSWORD 'arbiter';
CREATE DATABASE arbiter_warfighter OWNER arbiter_warfighter;
REVOKE ALL ON DATABASE arbiter_warfighter FROM PUBLIC;
CREATE ROLE arbiter_warmachine LOGIN PASSWORD 'arbiter';
CREATE DATABASE arbiter_warmachine OWNER arbiter_warmachine;
REVOKE ALL ON DATABASE arbiter_warmachine FROM PUBLIC;
CREATE ROLE arbiter_projection LOGIN PASSWORD 'arbiter';
CREATE DATABASE arbiter_projection OWNER arbiter_projection;
REVOKE ALL ON DATABASE arbiter_projection FROM PUBLIC;

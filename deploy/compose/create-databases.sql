-- One database per service (docs/operations.md). Runs once, when the
-- PostgreSQL volume of deploy/compose.yaml is created.
CREATE DATABASE arbiter_warmeister;
CREATE DATABASE arbiter_kharnage;
CREATE DATABASE arbiter_high_command;
CREATE DATABASE arbiter_warfighter;
CREATE DATABASE arbiter_warmachine;
CREATE DATABASE arbiter_projection;

-- Generated from deploy/services.json by deploy/render: edit that file, not this one.
-- One database per built service (docs/operations.md). Runs once, when the
-- PostgreSQL volume of deploy/compose.yaml is created.
{#for s in registry.built}
CREATE DATABASE {s.database};
{/for}

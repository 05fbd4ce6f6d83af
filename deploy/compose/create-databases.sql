-- Generated from deploy/services.json by deploy/render: edit that file, not this one.
-- One database per built service (docs/operations.md). Runs once, when the
-- PostgreSQL volume of deploy/compose.yaml is created.
CREATE DATABASE arbiter_warmeister;
CREATE DATABASE arbiter_kharnage;
CREATE DATABASE arbiter_projection;

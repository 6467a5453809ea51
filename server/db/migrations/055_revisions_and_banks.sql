-- The one revision history: every write of the kits (resources, workflow
-- transitions) records who did what to which record, and which fields
-- changed, in the same transaction as the write.
CREATE TABLE revisions (
  id          bigserial PRIMARY KEY,
  entity      text        NOT NULL,            -- 'banks', 'purchase_requests', ...
  entity_id   bigint      NOT NULL,
  action      text        NOT NULL,            -- created, updated, activated, deactivated, approved, declined, ...
  user_id     integer     REFERENCES users (id),
  at          timestamptz NOT NULL,
  changes     jsonb       NOT NULL DEFAULT '[]'::jsonb,  -- [{ "field", "old", "new" }]
  remarks     text
);
CREATE INDEX revisions_entity_idx ON revisions (entity, entity_id, at);
CREATE INDEX revisions_at_idx ON revisions (at);

-- Banks Maintenance: the banks the company deals with (the resource kit's first master data).
CREATE TABLE banks (
  bank_id     serial PRIMARY KEY,
  bank_code   text        NOT NULL,
  bank_name   text        NOT NULL,
  short_name  text,
  swift_code  text,
  active      boolean     NOT NULL DEFAULT true,
  created_by  integer     REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  integer     REFERENCES users (id),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX banks_code_key ON banks (lower(bank_code));
CREATE INDEX banks_name_idx ON banks (lower(bank_name));

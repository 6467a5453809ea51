-- Product approvals on the workflow kit (contract/productApprovalQueue.ts,
-- server/kit/workflow.ts): a real status column on each table that carries a
-- decision, backfilled from the timestamps, and the submitter recorded on
-- submit (the maker a checker may not be).
--
--   product_submissions.status  0 Draft, 1 For Approval, 2 Approved, 3 Declined
--   product_updates.status         1 For Approval, 2 Approved, 3 Declined
--
-- A creation is decided on its submission; a change on its product_updates
-- row (the submission's status follows it). The timestamps stay: a decision
-- still stamps approved_at / declined_at and the reviewer, in the same UPDATE
-- that moves the status, and the checks below keep the two in step.

ALTER TABLE product_submissions
  ADD COLUMN status smallint,
  -- Who submitted it (is_submit 1 or 2); a draft has none yet. Rows submitted
  -- before this migration never recorded it: the change's updated_by (the
  -- submitter of a change) or else the creator stands in.
  ADD COLUMN submitted_by integer REFERENCES users (id);

ALTER TABLE product_updates ADD COLUMN status smallint;

UPDATE product_updates
SET status = CASE WHEN approved_at IS NOT NULL THEN 2 WHEN declined_at IS NOT NULL THEN 3 ELSE 1 END;

UPDATE product_submissions s
SET status = CASE
      WHEN s.is_submit = 0 THEN 0
      WHEN s.approved_at IS NOT NULL THEN 2
      WHEN s.declined_at IS NOT NULL THEN 3
      ELSE COALESCE((SELECT u.status FROM product_updates u WHERE u.submission_id = s.id ORDER BY u.id DESC LIMIT 1), 1)
    END,
    submitted_by = CASE
      WHEN s.is_submit = 0 THEN NULL
      ELSE COALESCE((SELECT u.updated_by FROM product_updates u WHERE u.submission_id = s.id ORDER BY u.id DESC LIMIT 1), s.created_by)
    END;

ALTER TABLE product_submissions
  ALTER COLUMN status SET NOT NULL,
  ADD CONSTRAINT product_submissions_status CHECK (status IN (0, 1, 2, 3)),
  -- A draft and only a draft is status 0; everything submitted has a submitter.
  ADD CONSTRAINT product_submissions_draft CHECK ((status = 0) = (is_submit = 0)),
  ADD CONSTRAINT product_submissions_submitter CHECK (status = 0 OR submitted_by IS NOT NULL),
  -- A creation's stamps agree with its status (a change is stamped on product_updates).
  ADD CONSTRAINT product_submissions_stamps CHECK (
    category = 'UPDATED' OR ((status = 2) = (approved_at IS NOT NULL) AND (status = 3) = (declined_at IS NOT NULL)));

ALTER TABLE product_updates
  ALTER COLUMN status SET NOT NULL,
  ALTER COLUMN status SET DEFAULT 1,
  ADD CONSTRAINT product_updates_status CHECK (
    status IN (1, 2, 3) AND (status = 2) = (approved_at IS NOT NULL) AND (status = 3) = (declined_at IS NOT NULL));

-- The open items, by status now.
DROP INDEX product_submissions_open;
CREATE INDEX product_submissions_waiting ON product_submissions (id) WHERE status = 1;

DROP INDEX product_updates_one_pending;
CREATE UNIQUE INDEX product_updates_one_pending ON product_updates (product_id) WHERE status = 1;
CREATE INDEX product_updates_status ON product_updates (status, id);

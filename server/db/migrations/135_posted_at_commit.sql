-- An approved document has its posting: checked when the transaction commits, not
-- statement by statement (issue 24). The workflow kit moves a document's status in
-- one guarded UPDATE and posts in the action's hook right after, in the same
-- transaction; a row CHECK would refuse the moment in between. The rule holds as
-- before: a transaction that leaves an approved payable voucher without its entry,
-- or an inventory receipt approved without (or not approved with) its receiving
-- report, fails at commit and writes nothing.
--
-- posted_at_commit(key column, status, posting column, both ways):
--   a row in <status> has <posting column> set; both ways: and only such a row.
-- The row is read again at commit (NEW is the row as the event queued it).

CREATE FUNCTION posted_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ok boolean;
BEGIN
  EXECUTE format(
    'SELECT (status <> %1$L OR %2$I IS NOT NULL) AND (NOT %3$L::boolean OR %2$I IS NULL OR status = %1$L) FROM %4$I WHERE %5$I = $1',
    TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], TG_TABLE_NAME, TG_ARGV[0])
    INTO ok USING (to_jsonb(NEW) ->> TG_ARGV[0])::bigint;
  IF ok IS FALSE THEN
    RAISE EXCEPTION '% row % is % without its %', TG_TABLE_NAME, to_jsonb(NEW) ->> TG_ARGV[0], TG_ARGV[1], TG_ARGV[2] USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;

-- The row CHECKs these triggers replace, found by what they say (their names are generated).
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
    WHERE contype = 'c' AND (
      (conrelid = 'payable_voucher_hdr'::regclass AND pg_get_constraintdef(oid) LIKE '%je_id IS NOT NULL%')
      OR (conrelid = 'inventory_receipts'::regclass AND pg_get_constraintdef(oid) LIKE '%rr_id IS NOT NULL%'))
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', c.tbl, c.conname);
  END LOOP;
END $$;

CREATE CONSTRAINT TRIGGER payable_voucher_posted AFTER INSERT OR UPDATE OF status, je_id ON payable_voucher_hdr
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION posted_at_commit('payable_voucher_hdr_id', 'approved', 'je_id', 'false');

CREATE CONSTRAINT TRIGGER inventory_receipt_posted AFTER INSERT OR UPDATE OF status, rr_id ON inventory_receipts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION posted_at_commit('receipt_id', 'approved', 'rr_id', 'true');

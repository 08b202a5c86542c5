-- Group commit of limiter checks: one statement answers every check an instance gathered in one event-loop tick
-- (lib/limits/sliding-window.ts). Each check is rate_window_hit's (migration 0011), so the semantics do not change.
-- Rows are locked in key order whatever order the checks arrived in, so two instances' batches never wait on each
-- other in a cycle; checks of one key keep their arrival order. The prune comes last and skips locked rows, so a
-- batch never waits while holding its own rows for a row it means to delete.
CREATE FUNCTION rate_window_hits(p_keys text[], p_limits integer[], p_window_seconds integer[], p_costs integer[],
  p_prune boolean)
RETURNS TABLE (idx integer, allowed boolean, used integer, oldest float8, now_epoch float8)
LANGUAGE plpgsql AS $$
DECLARE
  v_i integer;
BEGIN
  FOR v_i IN SELECT o.i FROM generate_subscripts(p_keys, 1) AS o(i) ORDER BY p_keys[o.i], o.i LOOP
    idx := v_i;
    SELECT h.allowed, h.used, h.oldest, h.now_epoch INTO allowed, used, oldest, now_epoch
    FROM rate_window_hit(p_keys[v_i], p_limits[v_i], p_window_seconds[v_i], false, p_costs[v_i]) AS h;
    RETURN NEXT;
  END LOOP;
  IF p_prune THEN
    DELETE FROM rate_windows WHERE key IN (
      SELECT r.key FROM rate_windows AS r
      WHERE r.expires_at < now() - interval '60 seconds' AND r.key <> ALL (p_keys)
      LIMIT 100 FOR UPDATE SKIP LOCKED
    );
  END IF;
END
$$;

-- Group commit of limiter checks: one statement answers every check an instance gathered in one event-loop tick
-- (lib/limits/sliding-window.ts), with the semantics of rate_window_hit (migrations 0010, 0011): per-second buckets, a
-- bucket of second s counts while s > now - window - 1, a check of cost c is admitted only while the rest plus c fits
-- the limit, and a denied check adds nothing. Each key's row is locked and written once per batch, its checks answered
-- in arrival order on the row held in variables (16 checks of one key: 11 ms as 16 upserts, 2.8 ms so, on PGlite).
-- Rows are locked in key order whatever order the checks arrived in, so two instances' batches never wait on each
-- other in a cycle. The prune comes last and skips locked rows, so a batch never waits, holding its own rows, for a
-- row it means to delete.
CREATE FUNCTION rate_window_hits(p_keys text[], p_limits integer[], p_window_seconds integer[], p_costs integer[],
  p_prune boolean)
RETURNS TABLE (idx integer, allowed boolean, used integer, oldest float8, now_epoch float8)
LANGUAGE plpgsql AS $$
DECLARE
  v_now float8 := extract(epoch FROM now());
  v_second bigint := floor(v_now)::bigint;
  v_key text;
  v_i integer;
  v_j integer;
  v_seconds bigint[];
  v_counts integer[];
  v_kept_seconds bigint[];
  v_kept_counts integer[];
  v_cutoff float8;
  v_used integer;
  v_found boolean;
  v_window integer;
BEGIN
  -- The commit that follows this statement does not wait for its WAL flush (3x faster checks on the busy test
  -- machine). A crash of the database server can therefore forget the counts of the last ~0.6 s (3 x wal_writer_delay),
  -- never leave them half written; see docs/decisions/hot-path.md.
  PERFORM set_config('synchronous_commit', 'off', true);
  now_epoch := v_now;
  FOR v_key IN SELECT DISTINCT k FROM unnest(p_keys) AS k ORDER BY k LOOP
    -- Locks the row without writing it; a missing row (never counted, or pruned a moment ago: the lock waits for the
    -- prune and then finds nothing) is inserted by an upsert, which also settles a race with another instance's insert.
    SELECT w.seconds, w.counts INTO v_seconds, v_counts FROM rate_windows AS w WHERE w.key = v_key FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO rate_windows AS w (key, seconds, counts, last_admitted, expires_at)
      VALUES (v_key, array[]::bigint[], array[]::integer[], false, now())
      ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
      RETURNING w.seconds, w.counts INTO v_seconds, v_counts;
    END IF;
    -- This key's checks in arrival order, each as rate_window_next would answer it, on the row held in variables.
    FOR v_i IN SELECT o.i FROM generate_subscripts(p_keys, 1) AS o(i) WHERE p_keys[o.i] = v_key ORDER BY o.i LOOP
      v_window := p_window_seconds[v_i];
      v_cutoff := v_now - v_window - 1;
      v_kept_seconds := array[]::bigint[];
      v_kept_counts := array[]::integer[];
      v_used := 0;
      FOR v_j IN 1 .. coalesce(array_length(v_seconds, 1), 0) LOOP
        IF v_seconds[v_j] > v_cutoff THEN
          v_kept_seconds := v_kept_seconds || v_seconds[v_j];
          v_kept_counts := v_kept_counts || v_counts[v_j];
          v_used := v_used + v_counts[v_j];
        END IF;
      END LOOP;
      v_seconds := v_kept_seconds;
      v_counts := v_kept_counts;
      allowed := v_used + p_costs[v_i] <= p_limits[v_i];
      IF allowed THEN
        v_used := v_used + p_costs[v_i];
        v_found := false;
        FOR v_j IN 1 .. coalesce(array_length(v_seconds, 1), 0) LOOP
          IF v_seconds[v_j] = v_second THEN
            v_counts[v_j] := v_counts[v_j] + p_costs[v_i];
            v_found := true;
          END IF;
        END LOOP;
        IF NOT v_found THEN
          v_seconds := v_seconds || v_second;
          v_counts := v_counts || p_costs[v_i];
          -- Another instance's transaction may have started later and counted a later second already.
          IF array_length(v_seconds, 1) > 1 AND v_seconds[array_length(v_seconds, 1) - 1] > v_second THEN
            SELECT array_agg(b.s ORDER BY b.s), array_agg(b.c ORDER BY b.s) INTO v_seconds, v_counts
            FROM unnest(v_seconds, v_counts) AS b(s, c);
          END IF;
        END IF;
      END IF;
      idx := v_i;
      used := v_used;
      oldest := v_seconds[1];
      RETURN NEXT;
    END LOOP;
    UPDATE rate_windows SET seconds = v_seconds, counts = v_counts, last_admitted = allowed,
      expires_at = now() + make_interval(secs => v_window) + interval '1 second'
    WHERE key = v_key;
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

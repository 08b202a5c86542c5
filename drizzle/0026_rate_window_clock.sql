-- rate_window_hits (migration 0019) on the app's clock (lib/clock.ts): p_ahead_seconds moves the database's now() by
-- what a test moved the clock on, so limiter tests let time pass without sleeping. The app passes 0 outside tests, and
-- then every time here is now(), as before: the database stays the one clock all instances share. Otherwise the
-- semantics of 0019.
CREATE OR REPLACE FUNCTION rate_window_hits(p_keys text[], p_limits integer[], p_window_seconds integer[], p_costs integer[],
  p_prune boolean, p_ahead_seconds float8)
RETURNS TABLE (idx integer, allowed boolean, used integer, oldest float8, now_epoch float8)
LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := now() + make_interval(secs => p_ahead_seconds);
  v_now float8 := extract(epoch FROM v_at);
  v_second bigint := floor(v_now)::bigint;
  v_key text;
  v_checks integer[];
  v_i integer;
  v_j integer;
  v_n integer;
  v_lo integer;
  v_seconds bigint[];
  v_counts integer[];
  v_cutoff float8;
  v_used integer;
  v_window integer;
BEGIN
  -- See migration 0015: the commit after this statement does not wait for its WAL flush.
  PERFORM set_config('synchronous_commit', 'off', true);
  now_epoch := v_now;
  -- Each key once, in key order (so instances lock rows in one order), with its checks' positions in arrival order.
  FOR v_key, v_checks IN
    SELECT t.k, array_agg(t.i::integer ORDER BY t.i) FROM unnest(p_keys) WITH ORDINALITY AS t(k, i) GROUP BY t.k ORDER BY t.k
  LOOP
    SELECT w.seconds, w.counts INTO v_seconds, v_counts FROM rate_windows AS w WHERE w.key = v_key FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO rate_windows AS w (key, seconds, counts, last_admitted, expires_at)
      VALUES (v_key, array[]::bigint[], array[]::integer[], false, v_at)
      ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
      RETURNING w.seconds, w.counts INTO v_seconds, v_counts;
    END IF;
    v_n := coalesce(array_length(v_seconds, 1), 0);
    -- Every writer keeps the buckets sorted; a row that is not (written by hand) is sorted once here, so that expired
    -- buckets are always a prefix.
    FOR v_j IN 2 .. v_n LOOP
      IF v_seconds[v_j - 1] >= v_seconds[v_j] THEN
        SELECT array_agg(b.s ORDER BY b.s), array_agg(b.c ORDER BY b.s) INTO v_seconds, v_counts
        FROM (SELECT u.s, sum(u.c)::integer AS c FROM unnest(v_seconds, v_counts) AS u(s, c) GROUP BY u.s) AS b;
        v_n := array_length(v_seconds, 1);
        EXIT;
      END IF;
    END LOOP;
    v_used := 0;
    FOR v_j IN 1 .. v_n LOOP
      v_used := v_used + v_counts[v_j];
    END LOOP;
    -- Buckets v_lo .. v_n still count; a check drops expired ones by moving v_lo, not by copying the arrays.
    v_lo := 1;
    FOREACH v_i IN ARRAY v_checks LOOP
      v_window := p_window_seconds[v_i];
      v_cutoff := v_now - v_window - 1;
      WHILE v_lo <= v_n AND v_seconds[v_lo] <= v_cutoff LOOP
        v_used := v_used - v_counts[v_lo];
        v_lo := v_lo + 1;
      END LOOP;
      allowed := v_used + p_costs[v_i] <= p_limits[v_i];
      IF allowed THEN
        v_used := v_used + p_costs[v_i];
        IF v_lo <= v_n AND v_seconds[v_n] = v_second THEN
          v_counts[v_n] := v_counts[v_n] + p_costs[v_i];
        ELSIF v_lo > v_n OR v_seconds[v_n] < v_second THEN
          v_n := v_n + 1;
          v_seconds[v_n] := v_second;
          v_counts[v_n] := p_costs[v_i];
        ELSE
          -- Another instance's transaction started later and counted a later second already: add this second in
          -- order among the buckets still counting.
          SELECT array_agg(b.s ORDER BY b.s), array_agg(b.c ORDER BY b.s) INTO v_seconds, v_counts
          FROM (SELECT u.s, sum(u.c)::integer AS c
            FROM unnest(v_seconds[v_lo:v_n] || v_second, v_counts[v_lo:v_n] || p_costs[v_i]) AS u(s, c) GROUP BY u.s) AS b;
          v_lo := 1;
          v_n := array_length(v_seconds, 1);
        END IF;
      END IF;
      idx := v_i;
      used := v_used;
      oldest := CASE WHEN v_lo <= v_n THEN v_seconds[v_lo] END;
      RETURN NEXT;
    END LOOP;
    UPDATE rate_windows SET seconds = v_seconds[v_lo:v_n], counts = v_counts[v_lo:v_n], last_admitted = allowed,
      expires_at = CASE WHEN expires_at >= v_at + make_interval(secs => v_window) - interval '29 seconds' THEN expires_at
        ELSE v_at + make_interval(secs => v_window) + interval '1 second' END
    WHERE key = v_key;
  END LOOP;
  IF p_prune THEN
    DELETE FROM rate_windows WHERE key IN (
      SELECT r.key FROM rate_windows AS r
      WHERE r.expires_at < v_at - interval '60 seconds' AND r.key <> ALL (p_keys)
      LIMIT 100 FOR UPDATE SKIP LOCKED
    );
  END IF;
END
$$;
--> statement-breakpoint
-- The five-argument form the previous build calls, kept for its instances while a deployment replaces them.
CREATE OR REPLACE FUNCTION rate_window_hits(p_keys text[], p_limits integer[], p_window_seconds integer[], p_costs integer[],
  p_prune boolean)
RETURNS TABLE (idx integer, allowed boolean, used integer, oldest float8, now_epoch float8)
LANGUAGE sql AS $$
  SELECT * FROM rate_window_hits(p_keys, p_limits, p_window_seconds, p_costs, p_prune, 0::float8)
$$;

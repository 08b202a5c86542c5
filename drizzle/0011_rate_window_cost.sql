-- A check may use several units of the limit at once (an MCP batch uses one per JSON-RPC message): p_cost, default 1,
-- so instances still calling the four-argument form during a deployment keep their meaning. Admitted only while
-- used + p_cost <= p_limit; a denied check adds nothing, as before. Otherwise the semantics of migration 0010.
DROP FUNCTION rate_window_hit(text, integer, integer, boolean);
--> statement-breakpoint
DROP FUNCTION rate_window_next(bigint[], integer[], float8, bigint, integer);
--> statement-breakpoint
CREATE FUNCTION rate_window_next(p_seconds bigint[], p_counts integer[], p_cutoff float8, p_second bigint,
  p_limit integer, p_cost integer, OUT seconds bigint[], OUT counts integer[], OUT admitted boolean)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  WITH kept AS (SELECT b.s, b.c FROM unnest(p_seconds, p_counts) AS b(s, c) WHERE b.s > p_cutoff),
    used AS (SELECT coalesce(sum(kept.c), 0) AS n FROM kept),
    merged AS (SELECT kept.s, kept.c FROM kept UNION ALL SELECT p_second, p_cost FROM used WHERE used.n + p_cost <= p_limit)
  SELECT array(SELECT m.s FROM merged AS m GROUP BY m.s ORDER BY m.s),
    array(SELECT sum(m.c)::integer FROM merged AS m GROUP BY m.s ORDER BY m.s),
    (SELECT used.n + p_cost <= p_limit FROM used)
  INTO seconds, counts, admitted;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rate_window_hit(p_key text, p_limit integer, p_window_seconds integer, p_prune boolean,
  p_cost integer DEFAULT 1, OUT allowed boolean, OUT used integer, OUT oldest float8, OUT now_epoch float8)
LANGUAGE plpgsql AS $$
DECLARE
  v_now float8 := extract(epoch FROM now());
  v_second bigint := floor(v_now)::bigint;
BEGIN
  WITH pruned AS (
    DELETE FROM rate_windows WHERE key IN (
      SELECT r.key FROM rate_windows AS r
      WHERE p_prune AND r.expires_at < now() - interval '60 seconds' AND r.key <> p_key
      LIMIT 100 FOR UPDATE SKIP LOCKED
    )
  )
  INSERT INTO rate_windows AS w (key, seconds, counts, last_admitted, expires_at)
  VALUES (p_key,
    CASE WHEN p_cost <= p_limit THEN array[v_second] ELSE array[]::bigint[] END,
    CASE WHEN p_cost <= p_limit THEN array[p_cost] ELSE array[]::integer[] END,
    p_cost <= p_limit, now() + make_interval(secs => p_window_seconds))
  ON CONFLICT (key) DO UPDATE SET
    (seconds, counts, last_admitted) = (
      SELECT n.seconds, n.counts, n.admitted
      FROM rate_window_next(w.seconds, w.counts, v_now - p_window_seconds - 1, v_second, p_limit, p_cost) AS n
    ),
    expires_at = now() + make_interval(secs => p_window_seconds) + interval '1 second'
  RETURNING w.last_admitted, (SELECT coalesce(sum(c), 0) FROM unnest(w.counts) AS c)::integer, w.seconds[1]::float8, v_now
  INTO allowed, used, oldest, now_epoch;
END
$$;

-- A set's stored track stats (track_count, track_confirmed_count, track_genres) are derived from
-- set_tracks ⋈ tracks. These triggers keep them right on every write of either table, whoever
-- writes (the seed, an import, an admin route, plain SQL), so no caller can forget. They fire
-- once per statement with its transition tables: a bulk insert of many rows recomputes each set
-- it touches once, not once per row.

-- Recomputes the stats of the given sets; a set whose stats are already right is not rewritten.
CREATE FUNCTION "refresh_set_stats"("set_ids" integer[]) RETURNS void
LANGUAGE sql AS $$
	UPDATE "sets" SET
		"track_count" = "stats"."track_count",
		"track_confirmed_count" = "stats"."track_confirmed_count",
		"track_genres" = "stats"."track_genres"
	FROM (
		SELECT "target"."id",
			coalesce("counts"."total", 0) AS "track_count",
			coalesce("counts"."confirmed", 0) AS "track_confirmed_count",
			coalesce("genres"."genres", '{}') AS "track_genres"
		FROM (SELECT DISTINCT unnest("set_ids") AS "id") "target"
		LEFT JOIN (
			SELECT "xt"."set_id", count(*)::int AS "total",
				-- An ID (mix_type 'ID') is a track nobody has identified yet.
				(count(*) FILTER (WHERE "t"."mix_type" <> 'ID'))::int AS "confirmed"
			FROM "set_tracks" "xt" JOIN "tracks" "t" ON "t"."id" = "xt"."track_id"
			WHERE "xt"."set_id" = ANY("set_ids")
			GROUP BY "xt"."set_id"
		) "counts" ON "counts"."set_id" = "target"."id"
		LEFT JOIN (
			-- Most-played genre first (ties in the genre enum's order), so a client showing three
			-- chips shows the set's character.
			SELECT "g"."set_id", array_agg("g"."genre" ORDER BY "g"."plays" DESC, "g"."genre") AS "genres"
			FROM (
				SELECT "xt"."set_id", "t"."genre", count(*) AS "plays"
				FROM "set_tracks" "xt" JOIN "tracks" "t" ON "t"."id" = "xt"."track_id"
				WHERE "xt"."set_id" = ANY("set_ids") AND "t"."genre" IS NOT NULL
				GROUP BY "xt"."set_id", "t"."genre"
			) "g"
			GROUP BY "g"."set_id"
		) "genres" ON "genres"."set_id" = "target"."id"
	) "stats"
	WHERE "sets"."id" = "stats"."id"
		AND ("sets"."track_count", "sets"."track_confirmed_count", "sets"."track_genres")
			IS DISTINCT FROM ("stats"."track_count", "stats"."track_confirmed_count", "stats"."track_genres");
$$;
--> statement-breakpoint
CREATE FUNCTION "set_tracks_refresh_set_stats"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_set_stats"(ARRAY(SELECT DISTINCT "set_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_set_stats"(ARRAY(SELECT DISTINCT "set_id" FROM "old_rows"));
	ELSE
		-- A new position or new times change no stat: only rows whose set or track changed count,
		-- on the set they left and on the one they joined.
		PERFORM "refresh_set_stats"(ARRAY(
			SELECT DISTINCT "changed"."set_id" FROM (
				(SELECT "id", "set_id", "track_id" FROM "old_rows"
					EXCEPT SELECT "id", "set_id", "track_id" FROM "new_rows")
				UNION ALL
				(SELECT "id", "set_id", "track_id" FROM "new_rows"
					EXCEPT SELECT "id", "set_id", "track_id" FROM "old_rows")
			) "changed"));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL allows transition tables only on single-event triggers: one trigger per event.
CREATE TRIGGER "set_tracks_stats_after_insert" AFTER INSERT ON "set_tracks"
	REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "set_tracks_refresh_set_stats"();
--> statement-breakpoint
CREATE TRIGGER "set_tracks_stats_after_update" AFTER UPDATE ON "set_tracks"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "set_tracks_refresh_set_stats"();
--> statement-breakpoint
CREATE TRIGGER "set_tracks_stats_after_delete" AFTER DELETE ON "set_tracks"
	REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "set_tracks_refresh_set_stats"();
--> statement-breakpoint
CREATE FUNCTION "set_tracks_truncated_reset_set_stats"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "sets" SET "track_count" = 0, "track_confirmed_count" = 0, "track_genres" = '{}'
	WHERE "track_count" <> 0 OR "track_genres" <> '{}';
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "set_tracks_stats_after_truncate" AFTER TRUNCATE ON "set_tracks"
	FOR EACH STATEMENT EXECUTE FUNCTION "set_tracks_truncated_reset_set_stats"();
--> statement-breakpoint
-- A track's genre and mix_type feed the stats of every set that plays it. (A column list, UPDATE
-- OF genre, mix_type, is not allowed with transition tables: the rows are compared instead.)
CREATE FUNCTION "tracks_refresh_set_stats"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "refresh_set_stats"(ARRAY(
		SELECT DISTINCT "xt"."set_id"
		FROM "new_rows" "n"
		JOIN "old_rows" "o" ON "o"."id" = "n"."id"
		JOIN "set_tracks" "xt" ON "xt"."track_id" = "n"."id"
		WHERE ("n"."genre", "n"."mix_type") IS DISTINCT FROM ("o"."genre", "o"."mix_type")));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tracks_stats_after_update" AFTER UPDATE ON "tracks"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "tracks_refresh_set_stats"();
--> statement-breakpoint
-- Databases migrated before these triggers may hold writes made without refreshSetStats().
SELECT "refresh_set_stats"(ARRAY(SELECT "id" FROM "sets"));

ALTER TABLE "sets" ADD COLUMN "track_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sets" ADD COLUMN "track_confirmed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sets" ADD COLUMN "track_genres" "genre"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "sets_track_genres_idx" ON "sets" USING gin ("track_genres");--> statement-breakpoint
ALTER TABLE "sets" ADD CONSTRAINT "sets_track_counts" CHECK ("sets"."track_confirmed_count" BETWEEN 0 AND "sets"."track_count");--> statement-breakpoint
-- Backfill for databases that already hold sets; the same computation as refreshSetStats() in
-- src/db/set-stats.ts as of this migration.
UPDATE "sets" SET
	"track_count" = "stats"."track_count",
	"track_confirmed_count" = "stats"."track_confirmed_count",
	"track_genres" = "stats"."track_genres"
FROM (
	SELECT "s"."id",
		(SELECT count(*)::int FROM "set_tracks" "xt" JOIN "tracks" "t" ON "t"."id" = "xt"."track_id"
			WHERE "xt"."set_id" = "s"."id") AS "track_count",
		(SELECT count(*)::int FROM "set_tracks" "xt" JOIN "tracks" "t" ON "t"."id" = "xt"."track_id"
			WHERE "xt"."set_id" = "s"."id" AND "t"."mix_type" <> 'ID') AS "track_confirmed_count",
		coalesce((SELECT array_agg("g"."genre" ORDER BY "g"."plays" DESC, "g"."genre")
			FROM (SELECT "t"."genre", count(*) AS "plays" FROM "set_tracks" "xt"
				JOIN "tracks" "t" ON "t"."id" = "xt"."track_id"
				WHERE "xt"."set_id" = "s"."id" AND "t"."genre" IS NOT NULL GROUP BY "t"."genre") "g"),
			'{}') AS "track_genres"
	FROM "sets" "s"
) "stats"
WHERE "stats"."id" = "sets"."id";

DROP INDEX "track_likes_user_track_idx";--> statement-breakpoint
ALTER TABLE "artist_user_stats" ADD COLUMN "followed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "label_user_stats" ADD COLUMN "followed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "set_favs" ADD COLUMN "faved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "track_favs" ADD COLUMN "faved_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before these columns (none by the product) date from their last change.
UPDATE "artist_user_stats" SET "followed_at" = "updated_at" WHERE "is_followed";--> statement-breakpoint
UPDATE "label_user_stats" SET "followed_at" = "updated_at" WHERE "is_followed";--> statement-breakpoint
UPDATE "set_favs" SET "faved_at" = "updated_at" WHERE "is_fav";--> statement-breakpoint
UPDATE "track_favs" SET "faved_at" = "updated_at" WHERE "is_fav";--> statement-breakpoint
CREATE INDEX "artist_user_stats_followed_idx" ON "artist_user_stats" USING btree ("user_id","followed_at","artist_id") WHERE "artist_user_stats"."is_followed";--> statement-breakpoint
CREATE INDEX "label_user_stats_followed_idx" ON "label_user_stats" USING btree ("user_id","followed_at","label_id") WHERE "label_user_stats"."is_followed";--> statement-breakpoint
CREATE INDEX "set_favs_faved_idx" ON "set_favs" USING btree ("user_id","faved_at","set_id") WHERE "set_favs"."is_fav";--> statement-breakpoint
CREATE INDEX "track_favs_faved_idx" ON "track_favs" USING btree ("user_id","faved_at","track_id") WHERE "track_favs"."is_fav";--> statement-breakpoint
-- At most one like of a track per user (PUT /favs/track/{id}/likes toggles it). The product never
-- wrote two; should a database hold any, the oldest stays (the likes trigger recounts).
DELETE FROM "track_likes" "a" USING "track_likes" "b"
	WHERE "a"."user_id" = "b"."user_id" AND "a"."track_id" = "b"."track_id" AND "a"."id" > "b"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "track_likes_user_track_key" ON "track_likes" USING btree ("user_id","track_id");--> statement-breakpoint
ALTER TABLE "set_favs" DROP COLUMN "first_liked_at";--> statement-breakpoint
ALTER TABLE "track_favs" DROP COLUMN "first_liked_at";--> statement-breakpoint
-- The like toggles (PUT /favs/track/{id}/likes and /favs/set/{id}/likes), one statement each.
-- The liked track or set row is locked first, FOR NO KEY UPDATE as the likes trigger's own UPDATE
-- of it locks it anyway: toggles of one object then run one after another, each reading what the
-- last one committed (a plpgsql statement takes a new snapshot under READ COMMITTED), so n
-- concurrent toggles flip the like exactly n times and never insert a like twice. They answer no
-- row for an id of nothing.
CREATE FUNCTION "toggle_track_like"("liker" integer, "liked_track" integer)
RETURNS TABLE ("is_liked" boolean, "user_likes" integer, "likes" integer)
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "tracks" "t" WHERE "t"."id" = "liked_track" FOR NO KEY UPDATE;
	IF NOT FOUND THEN RETURN; END IF;
	DELETE FROM "track_likes" "l" WHERE "l"."user_id" = "liker" AND "l"."track_id" = "liked_track";
	IF NOT FOUND THEN
		INSERT INTO "track_likes" ("user_id", "track_id") VALUES ("liker", "liked_track");
	END IF;
	RETURN QUERY SELECT "c"."n" > 0, "c"."n", "t"."likes"
		FROM "tracks" "t", (SELECT count(*)::int AS "n" FROM "track_likes" "l"
			WHERE "l"."user_id" = "liker" AND "l"."track_id" = "liked_track") "c"
		WHERE "t"."id" = "liked_track";
END
$$;
--> statement-breakpoint
-- A set's likes are moments of it (POST /set-likes); the toggle is of the set as a whole: without
-- any like of the set, the caller gets one at its start; with any, all of theirs go.
CREATE FUNCTION "toggle_set_like"("liker" integer, "liked_set" integer)
RETURNS TABLE ("is_liked" boolean, "user_likes" integer, "likes" integer)
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "sets" "s" WHERE "s"."id" = "liked_set" FOR NO KEY UPDATE;
	IF NOT FOUND THEN RETURN; END IF;
	DELETE FROM "set_likes" "l" WHERE "l"."user_id" = "liker" AND "l"."set_id" = "liked_set";
	IF NOT FOUND THEN
		INSERT INTO "set_likes" ("user_id", "set_id", "set_timestamp_ms") VALUES ("liker", "liked_set", 0);
	END IF;
	RETURN QUERY SELECT "c"."n" > 0, "c"."n", "s"."likes"
		FROM "sets" "s", (SELECT count(*)::int AS "n" FROM "set_likes" "l"
			WHERE "l"."user_id" = "liker" AND "l"."set_id" = "liked_set") "c"
		WHERE "s"."id" = "liked_set";
END
$$;

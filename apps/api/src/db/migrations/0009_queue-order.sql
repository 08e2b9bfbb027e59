DROP INDEX "queue_items_user_position_idx";--> statement-breakpoint
-- The product wrote no queue before this migration; should a database hold a broken one, it is
-- mended first so the constraints below can be added: each set once per queue (its first place
-- stays), at most one current item (the first), and places 1..n in their order.
DELETE FROM "queue_items" "a" USING "queue_items" "b"
	WHERE "a"."user_id" = "b"."user_id" AND "a"."set_id" = "b"."set_id"
	AND ("a"."position", "a"."id") > ("b"."position", "b"."id");--> statement-breakpoint
UPDATE "queue_items" SET "is_current" = false WHERE "is_current" AND "id" NOT IN (
	SELECT DISTINCT ON ("user_id") "id" FROM "queue_items" WHERE "is_current"
	ORDER BY "user_id", "position", "id");--> statement-breakpoint
UPDATE "queue_items" "q" SET "position" = "r"."n"
	FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "position", "id")::int AS "n"
		FROM "queue_items") "r"
	WHERE "q"."id" = "r"."id" AND "q"."position" <> "r"."n";--> statement-breakpoint
CREATE UNIQUE INDEX "queue_items_user_set_key" ON "queue_items" USING btree ("user_id","set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_items_one_current_key" ON "queue_items" USING btree ("user_id") WHERE "queue_items"."is_current";--> statement-breakpoint
-- Written by hand: drizzle-kit generated this constraint without DEFERRABLE, which Drizzle's schema
-- cannot declare. PostgreSQL checks a unique constraint that is not deferrable row by row, so a
-- move that renumbers several items in one UPDATE would fail whenever it writes an item into a
-- place another still holds; deferred, it is checked at commit, when the order is whole again.
-- A deferrable constraint cannot be an ON CONFLICT arbiter: no statement uses it as one.
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_user_position_key" UNIQUE("user_id","position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_position_positive" CHECK ("queue_items"."position" >= 1);

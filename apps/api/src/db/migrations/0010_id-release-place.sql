ALTER TABLE "id_releases" ADD COLUMN "set_id" integer;--> statement-breakpoint
ALTER TABLE "id_releases" ADD COLUMN "track_position" integer;--> statement-breakpoint
ALTER TABLE "id_releases" ADD CONSTRAINT "id_releases_set_id_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_releases_set_idx" ON "id_releases" USING btree ("set_id");--> statement-breakpoint
ALTER TABLE "id_releases" ADD CONSTRAINT "id_releases_position_positive" CHECK ("id_releases"."track_position" IS NULL OR "id_releases"."track_position" >= 1);
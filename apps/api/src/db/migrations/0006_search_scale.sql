ALTER TABLE "members" ADD COLUMN "value_option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cell_latitude" double precision GENERATED ALWAYS AS ((-90 + (least(floor((latitude + 90) / 0.05::float8), 3599::float8) + 0.5) * 0.05::float8)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cell_longitude" double precision GENERATED ALWAYS AS ((-180 + (floor((longitude + 180) / (360.0 / greatest(1, floor(360 * cos(radians((-90 + (least(floor((latitude + 90) / 0.05::float8), 3599::float8) + 0.5) * 0.05::float8))) / 0.05::float8)))) + 0.5) * (360.0 / greatest(1, floor(360 * cos(radians((-90 + (least(floor((latitude + 90) / 0.05::float8), 3599::float8) + 0.5) * 0.05::float8))) / 0.05::float8))))) STORED;--> statement-breakpoint
CREATE INDEX "members_value_option_ids" ON "members" USING gin ("value_option_ids");--> statement-breakpoint
CREATE INDEX "users_search_gender_birthday" ON "users" USING btree ("gender","birthday") WHERE "users"."deleted_at" is null and not "users"."blocked";--> statement-breakpoint
CREATE INDEX "users_search_location" ON "users" USING gist (point("longitude", "latitude")) WHERE "users"."deleted_at" is null and not "users"."blocked";--> statement-breakpoint
-- members.value_option_ids follows the member's answer to the `values` question (id 13), whoever writes it.
CREATE FUNCTION "members_sync_value_option_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.question_id = 13 THEN
    UPDATE members SET value_option_ids = '{}' WHERE id = OLD.member_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.question_id = 13 THEN
    UPDATE members
      SET value_option_ids = ARRAY(SELECT jsonb_array_elements_text(NEW.option_ids)::integer)
      WHERE id = NEW.member_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "answers_sync_member_value_option_ids" AFTER INSERT OR UPDATE OR DELETE ON "answers"
  FOR EACH ROW EXECUTE FUNCTION "members_sync_value_option_ids"();--> statement-breakpoint
UPDATE "members" SET "value_option_ids" = ARRAY(SELECT jsonb_array_elements_text("answers"."option_ids")::integer)
  FROM "answers" WHERE "answers"."member_id" = "members"."id" AND "answers"."question_id" = 13;

-- The values move from members to users (issue 12): the search's other criteria are on users, so a
-- candidate sharing values is kept or dropped on that one row, without a join per candidate.
ALTER TABLE "users" ADD COLUMN "value_option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "users" SET "value_option_ids" = "members"."value_option_ids"
  FROM "members" WHERE "members"."user_id" = "users"."id";--> statement-breakpoint
-- users.value_option_ids follows the member's answer to the `values` question (id 13), whoever writes it.
CREATE OR REPLACE FUNCTION "members_sync_value_option_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.question_id = 13 THEN
    UPDATE users SET value_option_ids = '{}'
      FROM members WHERE members.id = OLD.member_id AND users.id = members.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.question_id = 13 THEN
    UPDATE users
      SET value_option_ids = ARRAY(SELECT jsonb_array_elements_text(NEW.option_ids)::integer)
      FROM members WHERE members.id = NEW.member_id AND users.id = members.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP INDEX "members_value_option_ids";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "value_option_ids";--> statement-breakpoint
CREATE INDEX "users_search_values" ON "users" USING gin ("value_option_ids") WHERE "users"."deleted_at" is null and not "users"."blocked";

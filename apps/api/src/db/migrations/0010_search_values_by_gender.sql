-- A level of values in common read both genders' rows (2,835 of them on 1,726 pages) to keep the 739 of the
-- one gender searched for (issue 12): one index a gender, as migration 0009 did for the location.
CREATE INDEX "users_search_values_male" ON "users" USING gin ("value_option_ids") WHERE "users"."gender" = 'male' and "users"."deleted_at" is null and not "users"."blocked";--> statement-breakpoint
CREATE INDEX "users_search_values_female" ON "users" USING gin ("value_option_ids") WHERE "users"."gender" = 'female' and "users"."deleted_at" is null and not "users"."blocked";--> statement-breakpoint
CREATE INDEX "users_search_values_non_binary" ON "users" USING gin ("value_option_ids") WHERE "users"."gender" = 'non_binary' and "users"."deleted_at" is null and not "users"."blocked";
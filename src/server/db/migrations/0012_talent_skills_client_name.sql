-- The exact-skill index leads with the client: a skill filter counts this client's talents having
-- the skill (broad ones are walked, not joined) and reads only theirs, not every client's.
DROP INDEX "talent_skills_lower_name_idx";--> statement-breakpoint
CREATE INDEX "talent_skills_lower_name_idx" ON "talent_skills" USING btree ("client_id",lower("name"),"talent_id","name");

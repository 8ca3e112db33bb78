ALTER TABLE "community_designs" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_designs" ADD COLUMN "review_feedback" text;--> statement-breakpoint
ALTER TABLE "community_designs" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "design_comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "comment_reports_comment_idx" ON "comment_reports" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "community_designs_production_idx" ON "community_designs" USING btree ("votes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "community_designs"."status" = 'approved' and "community_designs"."net_score" >= 500;--> statement-breakpoint
CREATE INDEX "community_designs_controversial_idx" ON "community_designs" USING btree ("dislike_count" DESC NULLS FIRST,"votes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "community_designs"."votes" > 10 and "community_designs"."dislike_count" > 5;--> statement-breakpoint
CREATE INDEX "community_designs_status_created_idx" ON "community_designs" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "design_dislikes_created_idx" ON "design_dislikes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "design_dislikes_design_ip_idx" ON "design_dislikes" USING btree ("design_id","ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "design_votes_created_idx" ON "design_votes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "design_votes_design_ip_idx" ON "design_votes" USING btree ("design_id","ip_hash","created_at");--> statement-breakpoint
UPDATE "community_designs" d SET "comment_count" = c.n
  FROM (SELECT "design_id", count(*)::int AS n FROM "design_comments" GROUP BY "design_id") c
  WHERE c."design_id" = d."id";--> statement-breakpoint
-- Live counters: every committed change of a design's votes, dislikes or comments is announced, whoever made it.
CREATE OR REPLACE FUNCTION notify_design_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rdo_design_counts', json_build_object(
    'design_id', NEW.id,
    'votes', NEW.votes,
    'dislike_count', NEW.dislike_count,
    'net_score', NEW.net_score,
    'weighted_score', NEW.weighted_score,
    'current_weight', greatest(1, 2 - NEW.votes / 100.0),
    'comment_count', NEW.comment_count
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_designs_counts_notify
  AFTER UPDATE OF votes, dislike_count, comment_count ON community_designs
  FOR EACH ROW
  WHEN (OLD.votes IS DISTINCT FROM NEW.votes OR OLD.dislike_count IS DISTINCT FROM NEW.dislike_count
        OR OLD.comment_count IS DISTINCT FROM NEW.comment_count)
  EXECUTE FUNCTION notify_design_counts();--> statement-breakpoint
-- One vote or dislike change in one round trip (rows are stamped with the time they were written, after
-- the wait for the lock, so the newest weight row is always the last change): the design row is locked first, so concurrent votes on
-- one design take their turn, each weight follows the bonding curve exactly, and the counters move in
-- the same transaction as the row. Outcomes other than 'ok' change nothing.
--   p_kind: 'vote' | 'dislike'; p_add: true to add, false to remove.
--   outcome: ok | not_found | already | other_exists | missing
CREATE OR REPLACE FUNCTION design_react(p_design uuid, p_user uuid, p_kind text, p_add boolean, p_ip_hash text)
RETURNS TABLE (outcome text, weight numeric, votes integer, dislike_count integer, net_score integer,
               weighted_score numeric, voted boolean, disliked boolean)
LANGUAGE plpgsql AS $$
DECLARE
  cur_votes integer;
  w numeric;
  removed numeric;
BEGIN
  SELECT d.votes INTO cur_votes FROM community_designs d WHERE d.id = p_design FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::numeric, 0, 0, 0, 0::numeric, false, false;
    RETURN;
  END IF;
  IF p_kind = 'vote' AND p_add THEN
    IF EXISTS (SELECT 1 FROM design_dislikes x WHERE x.design_id = p_design AND x.user_id = p_user) THEN
      outcome := 'other_exists';
    ELSE
      w := greatest(1, 2 - cur_votes / 100.0);
      INSERT INTO design_votes (design_id, user_id, weight, ip_hash, created_at)
        VALUES (p_design, p_user, w, p_ip_hash, clock_timestamp())
        ON CONFLICT ON CONSTRAINT design_votes_design_user_unique DO NOTHING;
      IF FOUND THEN
        UPDATE community_designs d SET votes = d.votes + 1, net_score = d.net_score + 1,
          weighted_score = d.weighted_score + w WHERE d.id = p_design;
        INSERT INTO design_vote_weights (design_id, weight, created_at)
          VALUES (p_design, greatest(1, 2 - (cur_votes + 1) / 100.0), clock_timestamp());
        outcome := 'ok';
      ELSE
        outcome := 'already';
        w := NULL;
      END IF;
    END IF;
  ELSIF p_kind = 'vote' THEN
    DELETE FROM design_votes x WHERE x.design_id = p_design AND x.user_id = p_user RETURNING x.weight INTO removed;
    IF FOUND THEN
      UPDATE community_designs d SET votes = d.votes - 1, net_score = d.net_score - 1,
        weighted_score = greatest(0, d.weighted_score - removed) WHERE d.id = p_design;
      INSERT INTO design_vote_weights (design_id, weight, created_at)
        VALUES (p_design, greatest(1, 2 - (cur_votes - 1) / 100.0), clock_timestamp());
      outcome := 'ok';
    ELSE
      outcome := 'missing';
    END IF;
  ELSIF p_add THEN
    IF EXISTS (SELECT 1 FROM design_votes x WHERE x.design_id = p_design AND x.user_id = p_user) THEN
      outcome := 'other_exists';
    ELSE
      INSERT INTO design_dislikes (design_id, user_id, ip_hash, created_at)
        VALUES (p_design, p_user, p_ip_hash, clock_timestamp())
        ON CONFLICT ON CONSTRAINT design_dislikes_design_user_unique DO NOTHING;
      IF FOUND THEN
        UPDATE community_designs d SET dislike_count = d.dislike_count + 1, net_score = d.net_score - 1
          WHERE d.id = p_design;
        outcome := 'ok';
      ELSE
        outcome := 'already';
      END IF;
    END IF;
  ELSE
    DELETE FROM design_dislikes x WHERE x.design_id = p_design AND x.user_id = p_user;
    IF FOUND THEN
      UPDATE community_designs d SET dislike_count = d.dislike_count - 1, net_score = d.net_score + 1
        WHERE d.id = p_design;
      outcome := 'ok';
    ELSE
      outcome := 'missing';
    END IF;
  END IF;
  RETURN QUERY SELECT outcome, w, d.votes, d.dislike_count, d.net_score, d.weighted_score,
    EXISTS (SELECT 1 FROM design_votes x WHERE x.design_id = p_design AND x.user_id = p_user),
    EXISTS (SELECT 1 FROM design_dislikes x WHERE x.design_id = p_design AND x.user_id = p_user)
    FROM community_designs d WHERE d.id = p_design;
END $$;

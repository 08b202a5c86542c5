-- blog_posts.published_at: the moment a post was first published, whichever write path published it (upsert,
-- partial update, the generator's create). Kept when a post is unpublished, so republishing does not move it up the
-- list. Posts published before this migration get their creation time, the best record there is.
CREATE OR REPLACE FUNCTION blog_posts_set_published_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published AND NEW.published_at IS NULL THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER blog_posts_published_at BEFORE INSERT OR UPDATE OF published ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION blog_posts_set_published_at();--> statement-breakpoint
UPDATE blog_posts SET published_at = created_at WHERE published AND published_at IS NULL;

ALTER TABLE "blog_posts" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_text" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "render_version" integer;
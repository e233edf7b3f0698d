CREATE TABLE "floor_plan_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"floor_plan_request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"order" integer NOT NULL,
	"room_id" text NOT NULL,
	"design" jsonb NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_plan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"source_key" text NOT NULL,
	"source_thumbnail_key" text NOT NULL,
	"pixels_per_metre" real,
	"wall_height_metres" real NOT NULL,
	"design_style" text NOT NULL,
	"reservation_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"steps_completed" integer DEFAULT 0 NOT NULL,
	"total_steps" integer NOT NULL,
	"message" text NOT NULL,
	"current_step" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"model" jsonb,
	"preview_key" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "floor_plan_ideas" ADD CONSTRAINT "floor_plan_ideas_floor_plan_request_id_floor_plan_requests_id_fk" FOREIGN KEY ("floor_plan_request_id") REFERENCES "public"."floor_plan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plan_ideas" ADD CONSTRAINT "floor_plan_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plan_requests" ADD CONSTRAINT "floor_plan_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "floor_plan_ideas_request_order_idx" ON "floor_plan_ideas" USING btree ("floor_plan_request_id","order");--> statement-breakpoint
CREATE INDEX "floor_plan_requests_user_created_idx" ON "floor_plan_requests" USING btree ("user_id","created_at");
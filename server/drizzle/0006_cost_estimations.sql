CREATE TABLE "cost_estimations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"room_image_id" uuid,
	"room_thumbnail_key" text,
	"version" text NOT NULL,
	"project" jsonb NOT NULL,
	"estimate" jsonb,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cost" integer,
	"reservation_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "cost_estimations" ADD CONSTRAINT "cost_estimations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_estimations_user_created_idx" ON "cost_estimations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cost_estimations_user_room_idx" ON "cost_estimations" USING btree ("user_id","room_image_id");
CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"room_image_id" uuid NOT NULL,
	"source_room_image_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"request" jsonb NOT NULL,
	"source_key" text NOT NULL,
	"mask_key" text,
	"model" text NOT NULL,
	"cost" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"reservation_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_room_image_id_room_images_id_fk" FOREIGN KEY ("room_image_id") REFERENCES "public"."room_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generations_room_image_idx" ON "generations" USING btree ("room_image_id");
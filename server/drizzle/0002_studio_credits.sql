CREATE TABLE "billing_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"credits" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_most_popular" boolean DEFAULT false NOT NULL,
	"icon" text DEFAULT 'sparkles' NOT NULL,
	"colors" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"price" integer NOT NULL,
	"credits" integer NOT NULL,
	"plan_type" text NOT NULL,
	"perks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_most_popular" boolean DEFAULT false NOT NULL,
	"badge" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"description" text NOT NULL,
	"lines" jsonb NOT NULL,
	"payment_id" uuid,
	"is_test_payment" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"period" text,
	"amount" integer NOT NULL,
	"credits" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_subscription_id" text,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('package', 'subscription')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"tier_name" text NOT NULL,
	"plan_type" text NOT NULL,
	"period" text NOT NULL,
	"price" integer NOT NULL,
	"credits" integer NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text,
	"payment_id" uuid,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"free_credits" integer DEFAULT 0 NOT NULL,
	"premium_credits" integer DEFAULT 0 NOT NULL,
	"daily_checked_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_free_check" CHECK ("credit_accounts"."free_credits" >= 0),
	CONSTRAINT "credit_accounts_premium_check" CHECK ("credit_accounts"."premium_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"pool" text NOT NULL,
	"delta" integer NOT NULL,
	"reference" text NOT NULL,
	"reservation_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_pool_check" CHECK ("credit_entries"."pool" in ('free', 'premium')),
	CONSTRAINT "credit_entries_delta_check" CHECK ("credit_entries"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "credit_reservation_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"free" integer NOT NULL,
	"premium" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_reservation_operations_kind_check" CHECK ("credit_reservation_operations"."kind" in ('settle', 'refund', 'release'))
);
--> statement-breakpoint
CREATE TABLE "credit_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"feature" text NOT NULL,
	"reference" text NOT NULL,
	"held_free" integer NOT NULL,
	"held_premium" integer NOT NULL,
	"settled_free" integer DEFAULT 0 NOT NULL,
	"settled_premium" integer DEFAULT 0 NOT NULL,
	"refunded_free" integer DEFAULT 0 NOT NULL,
	"refunded_premium" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_reservations_free_check" CHECK ("credit_reservations"."held_free" >= 0 and "credit_reservations"."settled_free" >= 0 and "credit_reservations"."refunded_free" >= 0 and "credit_reservations"."settled_free" + "credit_reservations"."refunded_free" <= "credit_reservations"."held_free"),
	CONSTRAINT "credit_reservations_premium_check" CHECK ("credit_reservations"."held_premium" >= 0 and "credit_reservations"."settled_premium" >= 0 and "credit_reservations"."refunded_premium" >= 0 and "credit_reservations"."settled_premium" + "credit_reservations"."refunded_premium" <= "credit_reservations"."held_premium")
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ideation_request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"order" integer NOT NULL,
	"design" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"generated_key" text,
	"thumbnail_key" text,
	"room_image_id" uuid,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"error" text,
	"engine" text,
	"model" text,
	"structure_score" real,
	"fallback_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"room_image_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"source_thumbnail_key" text NOT NULL,
	"number_of_ideas" integer NOT NULL,
	"user_prompt" text,
	"items_not_to_change" text,
	"room_type" text NOT NULL,
	"design_style" text NOT NULL,
	"creativity_level" integer NOT NULL,
	"room_location" text NOT NULL,
	"custom_room_location" text,
	"model" text NOT NULL,
	"parent_metadata" jsonb,
	"generation_level" integer DEFAULT 0 NOT NULL,
	"seed" integer NOT NULL,
	"reservation_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"steps_completed" integer DEFAULT 0 NOT NULL,
	"total_steps" integer NOT NULL,
	"message" text NOT NULL,
	"current_step" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "room_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"style" text,
	"room_type" text,
	"style_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_key" text NOT NULL,
	"original_thumbnail_key" text NOT NULL,
	"generated_key" text,
	"generated_thumbnail_key" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"media_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reservation_operations" ADD CONSTRAINT "credit_reservation_operations_reservation_id_credit_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."credit_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_ideation_request_id_ideation_requests_id_fk" FOREIGN KEY ("ideation_request_id") REFERENCES "public"."ideation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_room_image_id_room_images_id_fk" FOREIGN KEY ("room_image_id") REFERENCES "public"."room_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideation_requests" ADD CONSTRAINT "ideation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_uploads" ADD CONSTRAINT "studio_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_key" ON "invoices" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "invoices_user_paid_idx" ON "invoices" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_user_reference_pool_key" ON "credit_entries" USING btree ("user_id","reference","pool");--> statement-breakpoint
CREATE INDEX "credit_entries_user_seq_idx" ON "credit_entries" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_reservation_operations_key" ON "credit_reservation_operations" USING btree ("reservation_id","kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_reservations_user_reference_key" ON "credit_reservations" USING btree ("user_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_request_order_idx" ON "ideas" USING btree ("ideation_request_id","order");--> statement-breakpoint
CREATE INDEX "ideas_room_image_idx" ON "ideas" USING btree ("room_image_id");--> statement-breakpoint
CREATE INDEX "ideation_requests_user_created_idx" ON "ideation_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "room_images_user_created_idx" ON "room_images" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_uploads_user_key_idx" ON "studio_uploads" USING btree ("user_id","storage_key");
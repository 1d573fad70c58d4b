CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"scope" text NOT NULL,
	"fingerprint" text NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;

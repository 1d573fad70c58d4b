CREATE TABLE "service_task_vehicles" (
	"service_task_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	CONSTRAINT "service_task_vehicles_service_task_id_vehicle_id_pk" PRIMARY KEY("service_task_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "service_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"interval_days" integer,
	"interval_months" integer,
	"interval_km" integer,
	"due_soon_days" integer DEFAULT 14 NOT NULL,
	"due_soon_km" integer DEFAULT 1000 NOT NULL,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"vehicle_parent_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_tasks_name_unique" UNIQUE("name"),
	CONSTRAINT "service_tasks_interval" CHECK ("service_tasks"."interval_days" is not null or "service_tasks"."interval_months" is not null or "service_tasks"."interval_km" is not null),
	CONSTRAINT "service_tasks_one_time_unit" CHECK ("service_tasks"."interval_days" is null or "service_tasks"."interval_months" is null),
	CONSTRAINT "service_tasks_positive" CHECK (coalesce("service_tasks"."interval_days", 1) > 0 and coalesce("service_tasks"."interval_months", 1) > 0 and coalesce("service_tasks"."interval_km", 1) > 0 and "service_tasks"."due_soon_days" >= 0 and "service_tasks"."due_soon_km" >= 0),
	CONSTRAINT "service_tasks_applies_to" CHECK ("service_tasks"."applies_to" in ('all', 'parent_type', 'vehicles')),
	CONSTRAINT "service_tasks_parent_type" CHECK (("service_tasks"."applies_to" = 'parent_type') = ("service_tasks"."vehicle_parent_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "digest_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"date" date NOT NULL,
	"litres" numeric(10, 2) NOT NULL,
	"cost_cents" integer NOT NULL,
	"odometer" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_entries_amounts" CHECK ("fuel_entries"."litres" > 0 and "fuel_entries"."cost_cents" >= 0 and "fuel_entries"."odometer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"next_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_task_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"done_on" date NOT NULL,
	"odometer" integer,
	"work_order_id" integer,
	"appointment_id" integer,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_completions_odometer" CHECK ("service_completions"."odometer" is null or "service_completions"."odometer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_defects" (
	"work_order_id" integer NOT NULL,
	"defect_id" integer NOT NULL,
	CONSTRAINT "work_order_defects_work_order_id_defect_id_pk" PRIMARY KEY("work_order_id","defect_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "work_order_lines_kind" CHECK ("work_order_lines"."kind" in ('labour', 'part')),
	CONSTRAINT "work_order_lines_amounts" CHECK ("work_order_lines"."quantity" > 0 and "work_order_lines"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_service_tasks" (
	"work_order_id" integer NOT NULL,
	"service_task_id" integer NOT NULL,
	CONSTRAINT "work_order_service_tasks_work_order_id_service_task_id_pk" PRIMARY KEY("work_order_id","service_task_id")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notes" text,
	"opened_on" date NOT NULL,
	"due_on" date,
	"completed_on" date,
	"odometer" integer,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"expense_week" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_status" CHECK ("work_orders"."status" in ('open', 'in_progress', 'done')),
	CONSTRAINT "work_orders_done" CHECK (("work_orders"."status" = 'done') = ("work_orders"."completed_on" is not null)),
	CONSTRAINT "work_orders_total" CHECK ("work_orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_task_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "done_on" date;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "done_odometer" integer;--> statement-breakpoint
ALTER TABLE "service_task_vehicles" ADD CONSTRAINT "service_task_vehicles_service_task_id_service_tasks_id_fk" FOREIGN KEY ("service_task_id") REFERENCES "public"."service_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_task_vehicles" ADD CONSTRAINT "service_task_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_completions" ADD CONSTRAINT "service_completions_service_task_id_service_tasks_id_fk" FOREIGN KEY ("service_task_id") REFERENCES "public"."service_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_completions" ADD CONSTRAINT "service_completions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_completions" ADD CONSTRAINT "service_completions_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_completions" ADD CONSTRAINT "service_completions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_completions" ADD CONSTRAINT "service_completions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_defects" ADD CONSTRAINT "work_order_defects_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_defects" ADD CONSTRAINT "work_order_defects_defect_id_defects_id_fk" FOREIGN KEY ("defect_id") REFERENCES "public"."defects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD CONSTRAINT "work_order_lines_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_service_tasks" ADD CONSTRAINT "work_order_service_tasks_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_service_tasks" ADD CONSTRAINT "work_order_service_tasks_service_task_id_service_tasks_id_fk" FOREIGN KEY ("service_task_id") REFERENCES "public"."service_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_task_vehicles_vehicle" ON "service_task_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "digest_deliveries_user_day" ON "digest_deliveries" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "fuel_entries_vehicle_date" ON "fuel_entries" USING btree ("vehicle_id","date","id");--> statement-breakpoint
CREATE INDEX "fuel_entries_date" ON "fuel_entries" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "service_completions_vehicle_task" ON "service_completions" USING btree ("vehicle_id","service_task_id","done_on");--> statement-breakpoint
CREATE INDEX "service_completions_work_order" ON "service_completions" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "service_completions_appointment" ON "service_completions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "work_order_defects_defect" ON "work_order_defects" USING btree ("defect_id");--> statement-breakpoint
CREATE INDEX "work_order_lines_order" ON "work_order_lines" USING btree ("work_order_id","position");--> statement-breakpoint
CREATE INDEX "work_orders_status" ON "work_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "work_orders_vehicle" ON "work_orders" USING btree ("vehicle_id","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_task_id_service_tasks_id_fk" FOREIGN KEY ("service_task_id") REFERENCES "public"."service_tasks"("id") ON DELETE set null ON UPDATE no action;
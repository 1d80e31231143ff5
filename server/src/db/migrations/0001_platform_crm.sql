CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"actor_id" integer,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"phone" text,
	"password_hash" text,
	"customer_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"mfa_method" text DEFAULT 'email' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"can_manage_users" boolean DEFAULT false NOT NULL,
	"can_manage_pricing" boolean DEFAULT false NOT NULL,
	"can_view_invoices" boolean DEFAULT false NOT NULL,
	"can_view_packages" boolean DEFAULT false NOT NULL,
	"can_view_starlinks" boolean DEFAULT false NOT NULL,
	"can_view_data_pools" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accounting_code" text,
	"name" text NOT NULL,
	"street" text,
	"street_bis" text,
	"number" text,
	"box" text,
	"zipcode" text,
	"city" text,
	"country" text,
	"vat" text,
	"email" text,
	"phone" text,
	"payment_method" text DEFAULT 'bank_transfer' NOT NULL,
	"payment_terms" text DEFAULT '30D' NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"street" text,
	"zipcode" text,
	"city" text,
	"vat_number" text,
	"bank_name" text,
	"bank_bic" text,
	"bank_iban" text,
	"email" text,
	"website" text,
	"phone" text,
	"invoice_prefix" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"job_title" text,
	"email" text,
	"phone" text,
	"contact_type" text,
	"department" text,
	"address" text,
	"lang" text,
	"timezone" text,
	"description" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"nightswatch" boolean DEFAULT false NOT NULL,
	"support_level" text DEFAULT 'no' NOT NULL,
	"support_email" text,
	"default_data_limit_contacts" text,
	"description" text,
	"account_manager_id" integer,
	"presale_id" integer,
	"primary_color" text,
	"secondary_color" text,
	"accounting_code" text,
	"street" text,
	"street_bis" text,
	"number" text,
	"box" text,
	"zipcode" text,
	"city" text,
	"country" text,
	"vat" text,
	"email" text,
	"phone" text,
	"payment_terms" text,
	"active" boolean DEFAULT true NOT NULL,
	"helpdesk_id" text,
	"contract_data_source" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_id" integer,
	"is_stock" boolean DEFAULT false NOT NULL,
	"street" text,
	"number" text,
	"zipcode" text,
	"city" text,
	"country" text,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"description" text,
	"contract_data_source" text,
	"data_limit" integer DEFAULT 10 NOT NULL,
	"data_limit_contacts" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" integer,
	"author_name" text,
	"verb" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"object_repr" text,
	"before" jsonb,
	"after" jsonb,
	"by_system" boolean DEFAULT false NOT NULL,
	"refs" jsonb
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_presale_id_users_id_fk" FOREIGN KEY ("presale_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("email" || ' ' || "firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "addresses_name_trgm" ON "addresses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_short_name_trgm" ON "customers" USING gin ("short_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_active_idx" ON "customers" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "customers_archived_idx" ON "customers" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "sites_customer_idx" ON "sites" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "sites_name_trgm" ON "sites" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_city_trgm" ON "sites" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_archived_idx" ON "sites" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "logs_object_idx" ON "logs" USING btree ("object_type","object_id","id");--> statement-breakpoint
CREATE INDEX "logs_author_idx" ON "logs" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "logs_system_idx" ON "logs" USING btree ("by_system","id");--> statement-breakpoint
CREATE INDEX "logs_refs_gin" ON "logs" USING gin ("refs" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","id");
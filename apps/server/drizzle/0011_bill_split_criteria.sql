ALTER TABLE "bill_split" DROP CONSTRAINT "bill_split_weight_chk";--> statement-breakpoint
ALTER TABLE "bill_split" ALTER COLUMN "weight" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "split_criterion" text DEFAULT 'occupancy' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "owner_kept_amount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "total_weight" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "owner_vacancy_weight" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_split" ADD COLUMN "room_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_split" ADD COLUMN "room_weight" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_split" ADD COLUMN "reading" numeric;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "weight" numeric(9, 3);--> statement-breakpoint
-- Issue 21 (decision 069): bills recorded before read as occupancy (the column default); the part
-- an old client left out of the split (total − splittable, 0 for every bill the app recorded) is
-- the owner's kept quota; the lines' denominator is the sum of the stored weights.
UPDATE "bill" SET "owner_kept_amount_cents" = "total_amount_cents" - "splittable_amount_cents";--> statement-breakpoint
UPDATE "bill" SET "total_weight" = COALESCE((SELECT sum("bill_split"."weight") FROM "bill_split" WHERE "bill_split"."bill_id" = "bill"."id" AND "bill_split"."deleted_at" IS NULL), 0);--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_split_criterion_chk" CHECK ("bill"."split_criterion" IN ('occupancy', 'rooms', 'meter_readings'));--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_owner_kept_chk" CHECK ("bill"."owner_kept_amount_cents" >= 0 AND "bill"."owner_kept_amount_cents" + "bill"."splittable_amount_cents" = "bill"."total_amount_cents");--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_weights_chk" CHECK ("bill"."total_weight" >= 0 AND "bill"."owner_vacancy_weight" >= 0);--> statement-breakpoint
ALTER TABLE "bill_split" ADD CONSTRAINT "bill_split_weight_chk" CHECK ("bill_split"."weight" >= 0 AND "bill_split"."room_count" >= 0 AND "bill_split"."room_weight" >= 0 AND ("bill_split"."reading" IS NULL OR "bill_split"."reading" >= 0));--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_weight_chk" CHECK ("room"."weight" IS NULL OR ("room"."weight" > 0 AND "room"."weight" <= 100000));
-- DOMAIN §3: the database itself refuses a double booking of a room, also under concurrency.
-- A live (not soft-deleted) assignment occupies [start_date, end_date]; a null end is open.
ALTER TABLE "contract_room" ADD CONSTRAINT "contract_room_no_overlap"
  EXCLUDE USING gist (
    "room_id" WITH =,
    daterange("start_date", "end_date", '[]') WITH &&
  ) WHERE ("deleted_at" IS NULL);

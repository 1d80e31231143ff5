-- A device's record as JSON text, kept by the trigger zz_record_devices (decision 0048); filled at start by installMaintained.
ALTER TABLE "devices" ADD COLUMN "record_json" text;
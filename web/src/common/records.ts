// Field groups that many records carry, as the API sends them: timestamps are ISO strings, days are
// YYYY-MM-DD strings, money and data volumes are numbers (docs/decisions/0017). A resource's own
// record type lives in resources/<plural>/types.ts and is what its components ask of the record
// context: useRecordContext<DeviceRecord>() is checked by the compiler, useRecordContext() is `any`.

/** An ISO 8601 timestamp (created_at, archived_at, last_online...). */
export type Timestamp = string;
/** A calendar day, YYYY-MM-DD (start_date, due_date...). */
export type Day = string;

export type Timestamps = {
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** The archive fields of every archivable record (spec 1 §4): archived_at decides Archive or Unarchive. */
export type ArchiveFields = {
  archived_at: Timestamp | null;
  archived_reason: string | null;
  archived_notes: string | null;
  archived_date: Day | null;
};

// The shape of a resource declaration, and of what it names (filters, hooks, maintained fields), with
// no code: every platform file reads these types, so they sit in a leaf that imports none of them back
// (registry, maintained fields and the list statements used to import each other for them).
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CodedMessage, PermissionFlag } from '@console/contract';
import type { Executor } from '../db/client.ts';
import type { Ctx } from './context.ts';

/** Who may call a route: anyone, any signed-in user, staff (or admins), admins only, or staff holding a permission flag. */
export type Gate = 'public' | 'authenticated' | 'staff' | 'admin' | PermissionFlag;

export type FilterType = 'int' | 'text' | 'bool' | 'date' | 'timestamp' | 'number';

export interface FilterSpec {
  type: FilterType;
  /** The column filtered; defaults to the table column of the filter's name. */
  column?: AnyPgColumn;
  /** Also accept <name>_gte and <name>_lte. */
  range?: boolean;
  /** A filter that is not a plain column comparison (value already parsed by type). */
  where?: (value: any) => SQL | undefined;
}

export type Row = Record<string, any>;

/** The table a resource is declared on: any Drizzle table with an id column. */
export type ResourceTable = PgTable & { id: AnyPgColumn };

/**
 * A record of a resource as the store reads it: the table's columns with their types (so an action's
 * `service.site_id` is checked by the compiler), and the computed fields, of unknown type, beside them;
 * hooks, `repr` and `refs` of a declaration read the same type.
 */
export type RowOf<T extends ResourceTable> = T['$inferSelect'] & Record<string, unknown>;

export interface ArchiveInput {
  archived_reason?: string | null;
  archived_notes?: string | null;
  archived_date?: string | null;
  decommission?: boolean;
  /** Resource-specific options of the archive dialog (detach, sim_cards_action...). */
  [option: string]: unknown;
}

export interface Hooks<R extends Row = Row> {
  /** Adjust or validate the values before insert; throw an AppError to refuse. */
  beforeCreate?(tx: Executor, ctx: Ctx, data: Row): Promise<Row> | Row;
  beforeUpdate?(tx: Executor, ctx: Ctx, before: R, data: Row): Promise<Row> | Row;
  /**
   * Return the refusal of archiving this record, coded (decision 0076: 409 for a state that blocks, 400
   * for a bad option); side effects (detach...) happen here too.
   */
  beforeArchive?(tx: Executor, ctx: Ctx, row: R, input: ArchiveInput): Promise<CodedMessage | void> | CodedMessage | void;
  /**
   * Locks, in the house lock order (docs/decisions/0013), the rows an archive of these records will
   * write, before the first write; archives of one record and bulk archives call it first.
   */
  lockForArchive?(tx: Executor, ids: number[]): Promise<void>;
  /** Return the coded refusal of bringing this record back (a unique value now taken by another...). */
  beforeUnarchive?(tx: Executor, ctx: Ctx, row: R): Promise<CodedMessage | void> | CodedMessage | void;
  /**
   * After a create or update, in the same transaction (related writes, queued mail). `input` is what
   * beforeCreate/beforeUpdate returned: form fields that are not columns (a pool's ICCID list) reach it.
   */
  afterWrite?(tx: Executor, ctx: Ctx, before: R | null, after: R, input: Row): Promise<void> | void;
}

export interface ExportColumn {
  key: string;
  header: string;
  width?: number;
  /** A column computed from the row (the log's readable changes); `reads` names the fields it needs. */
  value?: (row: Row) => unknown;
  reads?: string[];
}

export interface ResourceDef<T extends ResourceTable = ResourceTable> {
  /** Plural name: the API path, the server folder and the web folder. */
  name: string;
  /** The object_type written to the activity log. */
  objectType: string;
  table: T;
  /** Columns never sent to a client, logged or exported. */
  hidden?: string[];
  /** Extra read-only fields computed in SQL on read: only what reads the record's own columns, or is shown cheap by measurement. */
  computed?: Record<string, SQL>;
  /**
   * Columns of the table kept right on write by the platform (decision 0015): counts of related
   * records, names of referenced ones, small summaries. Read like any column; never written by clients.
   */
  maintained?: Record<string, Maintained>;
  /**
   * The record's JSON (what a list page and a show answer) is kept in the table's hidden `record_json`
   * column (`storedRecord()` in the schema), rewritten by a trigger on every write of the row (decision
   * 0048). Only for records whose fields all read the row itself: the platform refuses at start a
   * field that reads another table or the clock.
   */
  storedRecord?: boolean;
  /** Columns matched by the free-text q filter (ILIKE, backed by trigram indexes). */
  searchable: AnyPgColumn[];
  /**
   * More of what q matches, for a list whose searchable text lives in another table (a usage row's
   * SIM ICCID): given the escaped `%term%` pattern, a condition. A list with neither this nor
   * searchable columns answers q with a 400 naming it.
   */
  search?: (pattern: string) => SQL;
  /**
   * A list of millions of rows plans its q (search-plan.ts, decision 0028): common terms walk the list's
   * order, rare ones the trigram indexes, and these identifier columns rank values starting with q first.
   */
  rankedSearch?: {
    prefixes: AnyPgColumn[];
    /**
     * When every searchable column is a number (ICCID, IMSI, phone), the expression a GIN index of
     * `digit_grams()` covers: a fragment of six digits or more is found through it (decision 0043).
     */
    digitGrams?: SQL;
  };
  filters: Record<string, FilterSpec>;
  sortable: string[];
  /** Applied when the client does not send the filter (send `all` to lift one). */
  defaultFilters?: Record<string, string>;
  archivable: boolean;
  /**
   * Whether the generic archive routes demand archived_reason (default true, decision 0037). False
   * where archiving is the spec's delete of a draft (invoices and their lines), which carries no reason.
   */
  archiveReasonRequired?: boolean;
  /** Generic create/update/archive routes are offered (false: read-only resource such as logs). */
  writable: boolean;
  /** The generic create route is offered (false: records come from a sync, clients only edit them). */
  creatable?: boolean;
  read: Gate;
  write: Gate;
  /**
   * Fields a narrower gate than `read` guards (issue 24, decision 0061): field name -> who may read it.
   * Together with `read`, the one rule of who reads what: every path that shows this resource's data
   * (its list, show and export, the activity log's entries about it, the global search) shows a reader
   * who does not pass the gate the redaction marker in the field's place.
   */
  fieldReaders?: Record<string, Gate>;
  /**
   * For a resource whose fields show other resources' data (the activity log's before and after): the
   * SQL of those fields for a reader kept from some of it by their `read` and `fieldReaders` rules
   * (decision 0061). Constant SQL text, no parameters: it is spliced into the list's page statement.
   */
  shownTo?(kept: ReaderRestrictions): Record<string, SQL>;
  /** Body of create; update takes the same fields, all optional. */
  createSchema?: z.ZodObject<any>;
  updateSchema?: z.ZodObject<any>;
  /** Human name of a record for the log and breadcrumbs. */
  repr(row: RowOf<T>): string;
  /** Ids of related objects, so the embedded log lists of those objects show this change. */
  refs?(row: RowOf<T>): Record<string, number | null | undefined>;
  /**
   * The record this one is a line of (an invoice line's invoice): its changes are written inside the
   * parent's entry of the same transaction, so a document and its lines are one change (decision 0084).
   */
  logParent?(row: RowOf<T>): { objectType: string; id: number } | null;
  hooks?: Hooks<RowOf<T>>;
  /** The answer of a create when the spec names one (data pricings: success and message); the record's fields follow. */
  createAnswer?: (row: Row) => Record<string, unknown>;
  exportColumns?: ExportColumn[];
  /** Order of a list when the client sends no sort (default: id descending). */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** The largest page a client may ask for, when the spec reads more than MAX_PAGE_SIZE at once (the map's 5,000 terminals). */
  maxPageSize?: number;
  /** Fields offered by /values/{field}. */
  valueFields?: string[];
  /**
   * A second unique key GET /{resource}/{key} also accepts (SIM cards by ICCID). Its pattern must not
   * match a database id (at most 10 digits), so a key is never ambiguous.
   */
  alternateKey?: { column: AnyPgColumn; pattern: RegExp };
}

/**
 * What one reader may not read, by the declarations' rules (decision 0061): the object types of the
 * resources whose `read` gate the reader fails, and, for the others, the fields whose `fieldReaders`
 * gate they fail. Empty for admins.
 */
export interface ReaderRestrictions {
  types: string[];
  fields: Record<string, string[]>;
  /** The object types whose record name (`repr`) the reader may not read: the kept types, and those whose repr reads a kept field. */
  names: string[];
}

/** A predicate on a child row, written against the row alias it is given (`${r}.archived_at is null`). */
export type RowPredicate = (r: string) => string;

export type Maintained =
  | { kind: 'count'; child: PgTable; fk: string; where?: RowPredicate }
  | { kind: 'countBy'; child: PgTable; fk: string; key: string; where?: RowPredicate }
  | { kind: 'lookup'; parent: PgTable; fk: string; value: (p: string) => string; deps: string[]; orElse?: string }
  | {
      kind: 'aggregate';
      child: PgTable;
      fk: string;
      value: (parentId: string) => string;
      deps: string[];
      /** Further tables the value reads, each with its key to the record and the columns it reads (a package's status: services and lines). */
      also?: { child: PgTable; fk: string; deps: string[] }[];
      /** Log each change of the value as an update of this object type (a state the activity log shows: decision 0063). */
      log?: { objectType: string; repr: (row: string) => string; refs: string[] };
    }
  /** `fields`: the record's select list, naming the table's columns as "table"."column" (record-select.ts recordFieldsSql). */
  | { kind: 'record'; fields: string };

// Spreadsheet exports written with ExcelJS's streaming writer: rows leave in batches, memory stays bounded.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { yieldToRequests } from './chunks.ts';
import { calendarDayProblem } from './fields.ts';
import type { ExportColumn, Row } from './resource-types.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel formats of the date cells: a calendar day, and an instant (written in UTC, as stored). */
export const DAY_FORMAT = 'yyyy-mm-dd';
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant as JSON writes it (the stored records of decision 0048 hold timestamps as text). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as a cell. Days (YYYY-MM-DD, the `date` columns) and instants are written as real Excel dates
 * with a date format, so a spreadsheet can filter, sort and sum by period (issue 24); they were text.
 */
export function cell(value: unknown): { value: unknown; numFmt?: string } {
  if (value === null || value === undefined) return { value: null };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { value: null } : { value, numFmt: TIME_FORMAT };
  if (typeof value === 'string') {
    // A day is that day's midnight UTC: ExcelJS turns a Date into a serial from its UTC time.
    if (DAY.test(value) && calendarDayProblem(value) === null) return { value: new Date(`${value}T00:00:00Z`), numFmt: DAY_FORMAT };
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value)) && calendarDayProblem(value.slice(0, 10)) === null) {
      return { value: new Date(value), numFmt: TIME_FORMAT };
    }
    return { value };
  }
  if (typeof value === 'number' || typeof value === 'boolean') return { value };
  // A list of serials or names reads as a list, not as JSON.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return { value: value.join(', ') };
  return { value: JSON.stringify(value) };
}

/** Columns for rows that have no declared export columns: every field, header = field name. */
export const columnsFromRow = (row: Row | undefined): ExportColumn[] => Object.keys(row ?? { id: 0 }).map((key) => ({ key, header: key }));

/**
 * Work between two turns given to other requests, in milliseconds (decision 0080). Counted in time,
 * not rows: a row's cost varies tenfold (the first rows of a workbook run cold code, a loaded machine
 * runs everything slower), and every 100 rows still held one request 1.3 s on PostgreSQL (0074).
 */
const EXPORT_SLICE_MS = 10;

/**
 * Sends a real .xlsx workbook. `batches` yields arrays of rows; each row is committed to the
 * stream as it is written, so only one batch is in memory at a time.
 */
export async function sendSpreadsheet(
  reply: FastifyReply,
  filename: string,
  sheet: string,
  columns: ExportColumn[] | ((first: Row | undefined) => ExportColumn[]),
  batches: AsyncIterable<Row[]>,
) {
  const stream = new PassThrough();
  reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${filename}"`).header('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet);
  let columnsSet = false;
  let computed = new Map<string, (row: Row) => unknown>();
  let turn = performance.now();
  const write = async () => {
    for await (const rows of batches) {
      // Waiting for the batch was a turn for the others.
      turn = performance.now();
      if (!columnsSet) {
        const cols = typeof columns === 'function' ? columns(rows[0]) : columns;
        computed = new Map(cols.filter((c) => c.value).map((c) => [c.key, c.value!]));
        worksheet.columns = cols.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length + 2) }));
        worksheet.getRow(1).font = { bold: true };
        columnsSet = true;
      }
      for (const row of rows) {
        // Building a row is synchronous work (cells, then the zip stream): other requests get a turn
        // every EXPORT_SLICE_MS (decisions 0074, 0080).
        if (performance.now() - turn > EXPORT_SLICE_MS) {
          // Building rows is the event loop's work whatever the database: the others are answered first.
          await yieldToRequests({ untilAnswered: true });
          turn = performance.now();
        }
        const values: Record<string, unknown> = {};
        const formats: [string, string][] = [];
        for (const c of worksheet.columns) {
          const key = c.key as string;
          const { value, numFmt } = cell(computed.has(key) ? computed.get(key)!(row) : row[key]);
          values[key] = value;
          if (numFmt) formats.push([key, numFmt]);
        }
        const added = worksheet.addRow(values);
        for (const [key, numFmt] of formats) added.getCell(key).numFmt = numFmt;
        added.commit();
      }
    }
    if (!columnsSet) {
      const cols = typeof columns === 'function' ? columns(undefined) : columns;
      worksheet.columns = cols.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((err) => {
    reply.log.error({ err }, 'export failed');
    stream.destroy(err);
  });
  return reply.send(stream);
}

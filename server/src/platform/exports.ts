// Spreadsheet exports written with ExcelJS's streaming writer: rows leave in batches, memory stays bounded.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportColumn, Row } from './resource-types.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cell(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  // A list of serials or names reads as a list, not as JSON.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

/** Columns for rows that have no declared export columns: every field, header = field name. */
export const columnsFromRow = (row: Row | undefined): ExportColumn[] => Object.keys(row ?? { id: 0 }).map((key) => ({ key, header: key }));

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
  const write = async () => {
    for await (const rows of batches) {
      if (!columnsSet) {
        const cols = typeof columns === 'function' ? columns(rows[0]) : columns;
        computed = new Map(cols.filter((c) => c.value).map((c) => [c.key, c.value!]));
        worksheet.columns = cols.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length + 2) }));
        worksheet.getRow(1).font = { bold: true };
        columnsSet = true;
      }
      for (const row of rows) {
        const values: Record<string, unknown> = {};
        for (const c of worksheet.columns) {
          const key = c.key as string;
          values[key] = cell(computed.has(key) ? computed.get(key)!(row) : row[key]);
        }
        worksheet.addRow(values).commit();
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

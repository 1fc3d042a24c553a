import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

// A spreadsheet sent as it is written: each row is committed to the response as soon as it is
// added, so a report of a season's hundred thousand forms costs the server one page of rows at a
// time, not the whole workbook (exceljs's streaming writer, without shared strings or styles,
// which would keep every cell until the end).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Cell = string | number | null;

/** Adds rows to the sheet being streamed; `header` is its first row. */
export interface SheetWriter {
  add(cells: readonly Cell[]): void;
  /** Waits until the client has taken what was written: call it between pages of rows. */
  drained(): Promise<void>;
}

/**
 * Streams `write`'s rows as `filename` (ASCII; the spreadsheet is the report's in the language
 * asked). The reply starts before the rows are read: check the request before calling this, since
 * a failure afterwards can only cut the download short (and is logged).
 */
export function streamSheet(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  write: (sheet: SheetWriter) => Promise<void>,
): FastifyReply {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useSharedStrings: false,
    useStyles: false,
  });
  // A sheet's name may not hold []:*?/\ nor run past 31 characters.
  const worksheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, '-').slice(0, 31));
  const sheet: SheetWriter = {
    add: (cells) => worksheet.addRow([...cells]).commit(),
    async drained() {
      // Let the zip take the rows committed so far, then wait for a slow client to read them.
      await new Promise((resolve) => setImmediate(resolve));
      if (body.writableNeedDrain) await once(body, 'drain');
    },
  };
  void (async () => {
    try {
      await write(sheet);
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      reply.log.error({ err: error }, 'a spreadsheet was cut short');
      body.destroy(error as Error);
    }
  })();
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

// A small RFC 4180 reader: quoted cells may hold the delimiter, doubled quotes and line breaks.
// Written here rather than pulled in as a package because the import needs one more thing most
// parsers drop: the line each record starts on, so a person is told which line of the file to fix.

export interface SheetRow {
  /** 1-based line of the file (or row of the worksheet) the record starts on; the header is 1. */
  line: number;
  cells: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/** Comma unless the header line plainly uses semicolons or tabs (spreadsheets in some locales). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best]! > 0 ? DELIMITERS[best]! : ',';
}

/** Every record of `text` with the line it starts on, blank lines included. */
export function parseCsv(text: string): SheetRow[] {
  const delimiter = delimiterOf(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    rows.push({ line: recordLine, cells });
    cells = [];
    recordLine = line;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      line++;
      endRecord();
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return rows;
}

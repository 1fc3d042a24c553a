import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted delimiters, doubled quotes and line breaks inside a cell', () => {
    const text = 'name_en,notes\r\n"Bhojpur, East","said ""hello"""\n"Two\nlines",x\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name_en', 'notes'] },
      { line: 2, cells: ['Bhojpur, East', 'said "hello"'] },
      { line: 3, cells: ['Two\nlines', 'x'] },
    ]);
  });

  it('numbers records by the line they start on, blank lines counted', () => {
    const rows = parseCsv('a,b\n\n"x\ny",1\nz,2');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 5]);
    expect(rows.at(-1)).toEqual({ line: 5, cells: ['z', '2'] });
  });

  it('takes semicolons or tabs when the header uses them', () => {
    expect(parseCsv('a;b\n1;2,5')[1]!.cells).toEqual(['1', '2,5']);
    expect(parseCsv('a\tb\n1\t2')[1]!.cells).toEqual(['1', '2']);
  });
});

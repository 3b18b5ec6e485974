import { parseCsv } from './csv-parse';

describe('parseCsv (Papa Parse)', () => {
  it('reads quoted cells, doubled quotes and line breaks inside quotes', async () => {
    const csv = 'name,notes\r\n"Smith, Jane","said ""hi""\nand left"\r\nBob,\r\n';
    await expect(parseCsv(csv)).resolves.toEqual({
      headers: ['name', 'notes'],
      rows: [
        ['Smith, Jane', 'said "hi"\nand left'],
        ['Bob', ''],
      ],
      delimiter: ',',
    });
  });

  it('guesses semicolons and tabs, drops a byte-order mark, skips blank lines, pads short rows', async () => {
    const semi = await parseCsv('\uFEFFnom;prix\n\nThé;2,5\nCafé\n');
    expect(semi).toEqual({
      headers: ['nom', 'prix'],
      rows: [
        ['Thé', '2,5'],
        ['Café', ''],
      ],
      delimiter: ';',
    });
    const tabs = await parseCsv('a\tb\n1\t2\n');
    expect(tabs.delimiter).toBe('\t');
    expect(tabs.rows).toEqual([['1', '2']]);
  });

  it('names what is wrong: no header row, a quote left open', async () => {
    await expect(parseCsv('')).rejects.toThrow('the file has no header row');
    await expect(parseCsv('a,b\n"open,2\n')).rejects.toThrow(/line \d/);
  });
});

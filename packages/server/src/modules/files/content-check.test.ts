import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  docx,
  executable,
  jar,
  MSI_CLSID,
  odt,
  ole2,
  pdf,
  pptx,
  xlsx,
  zipFile,
} from '../../test/sample-files.js';
import { ContentCheck } from './content-check.js';
import { attachmentDisposition, storedFileName } from './file-names.js';

/** The verdict on `content` sent in chunks of `size` bytes. */
function judge(content: Buffer, name = 'file', size = 7) {
  const check = new ContentCheck();
  for (let at = 0; at < content.length; at += size) check.push(content.subarray(at, at + size));
  return check.verdict(name);
}

describe('IO-36: judged by content; the name must fit it', () => {
  it('accepts PDF, Office Open XML, OpenDocument and legacy Office files', () => {
    expect(judge(pdf(), 'x.PDF')).toEqual({ kind: 'pdf', contentType: 'application/pdf' });
    expect(judge(docx(), 'a.docx')).toMatchObject({
      kind: 'office',
      contentType: expect.stringContaining('wordprocessingml'),
    });
    expect(judge(xlsx(), 'a.xlsx')).toMatchObject({
      kind: 'office',
      contentType: expect.stringContaining('spreadsheetml'),
    });
    expect(judge(pptx(), 'a.pptx')).toMatchObject({
      kind: 'office',
      contentType: expect.stringContaining('presentationml'),
    });
    expect(judge(odt(), 'a.odt')).toEqual({
      kind: 'office',
      contentType: 'application/vnd.oasis.opendocument.text',
    });
    expect(judge(ole2(), 'old.doc')).toEqual({ kind: 'office', contentType: 'application/msword' });
    expect(judge(ole2(), 'old.xls')).toEqual({ kind: 'office', contentType: 'application/vnd.ms-excel' });
  });

  it('accepts UTF-8 text with tabs and line ends; .csv is served as text/csv', () => {
    const text = Buffer.from('naam;e-mail\r\nÉlise\tél@example.org\n😀\n', 'utf8');
    expect(judge(text, 'people.csv', 1)).toEqual({ kind: 'text', contentType: 'text/csv; charset=utf-8' });
    expect(judge(text, 'notes.txt')).toEqual({ kind: 'text', contentType: 'text/plain; charset=utf-8' });
    expect(judge(text, 'notes.md')).toEqual({ kind: 'text', contentType: 'text/plain; charset=utf-8' });
  });

  it('refuses a name whose extension does not fit the content: markup, scripts, executables, none at all', () => {
    const text = Buffer.from('<script>alert(1)</script>\n', 'utf8');
    for (const name of [
      'x.html',
      'x.htm',
      'x.svg',
      'x.js',
      'x.bat',
      'x.cmd',
      'x.ps1',
      'x.vbs',
      'x.hta',
      'x.reg',
      'x.url',
      'x.pdf',
      'x.txt.exe',
      'txt',
      'file',
    ]) {
      expect(judge(text, name), name).toEqual({ problem: 'unsupported-file-type' });
    }
    for (const [content, name] of [
      [pdf(), 'x.txt'],
      [pdf(), storedFileName('invoice\u202Efdp.exe')],
      [pdf(), 'report'],
      [docx(), 'a.xlsx'],
      [docx(), 'a.docm'],
      [docx(), 'a.zip'],
      [xlsx(), 'a.docx'],
      [odt(), 'a.ods'],
      [odt(), 'a.docx'],
      [ole2(), 'old.exe'],
      [ole2(), 'old.docx'],
      [ole2(), 'old'],
    ] as const) {
      expect(judge(content, name), name).toEqual({ problem: 'unsupported-file-type' });
    }
  });

  it('refuses an executable named .pdf, an installer, a non-Office zip and binary data', () => {
    for (const [content, name] of [
      [executable(), 'report.pdf'],
      [ole2(MSI_CLSID), 'setup.doc'],
      [jar(), 'sheet.xlsx'],
      [zipFile([['word/document.xml', '<w/>']]), 'no-content-types.docx'],
      [Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'linux.txt'],
      [Buffer.from('GIF89a\u0001\u0000', 'latin1'), 'image.txt'],
      [Buffer.from([0xc3, 0x28]), 'bad-utf8.txt'],
      [Buffer.from('text with a NUL\u0000', 'utf8'), 'nul.txt'],
      [Buffer.from('ends in half a character \xe2\x82', 'latin1'), 'cut.txt'],
    ] as const) {
      expect(judge(content, name), name).toEqual({ problem: 'unsupported-file-type' });
    }
  });

  it('an empty file is not-empty', () => {
    expect(judge(Buffer.alloc(0), 'empty.txt')).toEqual({ problem: 'not-empty' });
  });

  it('the verdict does not depend on how the bytes are cut into chunks', () => {
    const samples = [pdf(), docx(), odt(), ole2(), executable(), Buffer.from('héllo wörld\n'), jar()];
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.integer({ min: 1, max: 600 }), (content, size) => {
        for (const name of ['f', 'f.pdf', 'f.docx', 'f.odt', 'f.doc', 'f.txt']) {
          expect(judge(content, name, size)).toEqual(judge(content, name, content.length));
        }
      }),
    );
  });

  it('a zip whose central directory lies before the last megabyte is judged by what fits: a big docx still passes', () => {
    const big = zipFile([
      ['[Content_Types].xml', '<Types/>'],
      ['word/media/image.bin', Buffer.alloc(3 * 1024 * 1024, 1)],
      ['word/document.xml', '<w/>'],
    ]);
    expect(judge(big, 'big.docx', 64 * 1024)).toMatchObject({ kind: 'office' });
  });
});

describe('file names', () => {
  it('keeps the last part of a path, without controls and direction marks, at most 200 characters', () => {
    expect(storedFileName('C:\\Users\\ada\\report.pdf')).toBe('report.pdf');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
    expect(storedFileName('a\r\nb\u0000c.txt')).toBe('abc.txt');
    expect(storedFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(storedFileName('   ')).toBe('file');
    const long = storedFileName(`${'x'.repeat(300)}.docx`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('Content-Disposition: an ASCII fallback and the exact name in filename*, no way out of the header', () => {
    expect(attachmentDisposition('Offerte "groot" – café.pdf')).toBe(
      `attachment; filename="Offerte _groot_ _ caf_.pdf"; filename*=UTF-8''Offerte%20%22groot%22%20%E2%80%93%20caf%C3%A9.pdf`,
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (sent) => {
        const header = attachmentDisposition(storedFileName(sent));
        expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
        expect(header.slice('attachment; filename="'.length, header.indexOf('"; filename*'))).not.toMatch(
          /["\\]/,
        );
      }),
    );
  });
});

// 'Upload a census file' through the real app (docs/product/census.md#upload-a-census-file): Alex
// checks a file (nothing changes), applies it (all rows), applies it again (nothing twice); a bad
// row is refused with its line in the request's language; and the hostile files each get a
// sentence and change nothing: wrong columns, a byte-order mark with CRLF and quoted commas, a
// formula for a name, a spreadsheet's binary named .csv, Latin-1 text, 21 MB, 100,001 rows. The test clock's
// day is 11/22/2026.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { type CensusUploadAnswer, censusSample } from '#domain/employees/census-upload';
import { rowsOf } from '#server/db/client';
import { auditEvents } from '#server/db/schema/audit-events';
import { acmeClientId, addGlobexEmployer, globexEmployer } from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';
import { multipartBody } from '#tests/support/multipart-body';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const api = '/auth/employers/api/employees/upload';
const header =
  'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name,hire_date,annual_earnings,hours_per_week,supplemental_life,last_day_worked';
const csv = (...rows: string[]) => [header, ...rows].join('\n');
const newHires = csv(
  'Uma,Upload,01/02/1990,900-55-0001,60601,,,11/16/2026,"52,000.00",40,,',
  'Vic,Upload,02/03/1991,900-55-0002,60601,,,11/16/2026,48000,32,,',
);

describe.each(testEngines)("'Upload a census file' on %s", (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  const send = (step: 'check' | 'apply', bytes: Buffer | string, headers = {}) => {
    const file = { name: 'census.csv', bytes: Buffer.from(bytes), type: 'text/csv' };
    const { body, contentType } = multipartBody({}, [file], 'file');
    return alex.post(`${api}/${step}`, body, { 'content-type': contentType, ...headers });
  };
  const acmeMembers = async (): Promise<number> => {
    const counted = await portal.database.db.execute(
      sql`select count(*)::int as n from members where client_id = ${acmeClientId}`,
    );
    return (rowsOf(counted)[0] as { n: number } | undefined)?.n ?? 0;
  };

  it('checks a file without changing anything, applies it, and applies nothing twice', async () => {
    const before = await acmeMembers();
    const checked = await send('check', newHires);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({
      applied: false,
      added: 2,
      changed: 0,
      ended: 0,
      unchanged: 0,
      problems: [],
      moreProblems: 0,
    } satisfies CensusUploadAnswer);
    expect(await acmeMembers()).toBe(before);

    expect((await send('apply', newHires)).json()).toMatchObject({ applied: true, added: 2 });
    expect(await acmeMembers()).toBe(before + 2);
    expect((await send('apply', newHires)).json()).toMatchObject({
      applied: true,
      added: 0,
      changed: 0,
      unchanged: 2,
    });
    const audited = await portal.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employer.census.applied'));
    expect(audited[0]?.details).toEqual({
      clientId: acmeClientId,
      added: 2,
      changed: 0,
      ended: 0,
      unchanged: 0,
    });
    expect(JSON.stringify(audited)).not.toMatch(/Uma|Vic|900-55-000|90055000/);
  });

  it('refuses each bad row with its line, in Spanish when asked, and applies none', async () => {
    const before = await acmeMembers();
    const file = csv(
      'Wes,Upload,02/30/1990,900-55-0003,60601,,,11/16/2026,52000,40,,',
      'Xia,Upload,01/02/1990,900-55-0004,6060,,,11/16/2026,52000,40,,',
    );
    expect((await send('check', file)).json()).toMatchObject({
      applied: false,
      added: 0,
      problems: [
        'Line 2: Date of Birth is not a real date.',
        'Line 3: ZIP Code must have 5 digits.',
      ],
    });
    expect((await send('apply', file, { 'accept-language': 'es' })).json()).toMatchObject({
      applied: false,
      problems: [
        'Línea 2: Fecha de nacimiento no es una fecha real.',
        'Línea 3: Código postal debe tener 5 dígitos.',
      ],
    });
    expect(await acmeMembers()).toBe(before);
  });

  it('reads a file with a byte-order mark, CRLF line ends and quoted commas', async () => {
    const file = `\uFEFF${csv(
      '"Yara","Upload","01/02/1990","900-55-0005","60601","","","11/16/2026","52,000.00","40","",""',
    ).replaceAll('\n', '\r\n')}\r\n`;
    expect((await send('check', file)).json()).toMatchObject({ added: 1, problems: [] });
  });

  it('gets a sentence for each hostile file, and nothing changes', async () => {
    const before = await acmeMembers();
    const refusal = async (bytes: Buffer | string) => {
      const answer = await send('apply', bytes);
      expect(answer.statusCode).toBe(400);
      return (answer.json() as { field: string; message: string }).message;
    };
    expect(await refusal(`${header}\nAna,"Upload,01/02/1990\n`)).toBe(
      'Line 2 does not read as CSV: check its quotes and its number of fields.',
    );
    expect(await refusal('name,ssn\nAna,900550006\n')).toBe(
      'The file has no column first_name, last_name, date_of_birth, zip_code.',
    );
    // A spreadsheet's own format, named .csv: zip bytes with NULs.
    expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toBe(
      'This is not a CSV file: save it from your spreadsheet as CSV (UTF-8).',
    );
    expect(await refusal(Buffer.from('Jos\xe9,Upload', 'latin1'))).toBe(
      'This is not a CSV file: save it from your spreadsheet as CSV (UTF-8).',
    );
    expect(await refusal(Buffer.alloc(50 * 1024 * 1024, 'a'))).toBe(
      'The file is larger than 20 MB. Split it into smaller files.',
    );
    const manyRows = [header, ...Array.from({ length: 200_000 }, () => 'a,b,c,d,e,,,,,,,')].join(
      '\n',
    );
    expect(await refusal(manyRows)).toBe(
      'The file has more than 100,000 rows. Split it into smaller files.',
    );
    const formula = await send(
      'apply',
      csv(
        '"=HYPERLINK(""http://x.example"")",Upload,01/02/1990,900-55-0007,60601,,,,,,,',
        '=1+2,Upload,01/02/1990,900-55-0008,60601,,,,,,,',
      ),
    );
    expect(formula.json()).toMatchObject({
      applied: false,
      problems: [
        "Line 2: First Name may have letters, spaces and , . ' - only, 31 at most.",
        "Line 3: First Name may have letters, spaces and , . ' - only, 31 at most.",
      ],
    });
    expect(await acmeMembers()).toBe(before);
  });

  it("takes the page's sample file whole, for Acme and for Globex (no supplemental life)", async () => {
    expect((await send('check', censusSample)).json()).toMatchObject({ added: 2, problems: [] });
    await addGlobexEmployer(portal.database.db);
    const casey = await loggedIn(portal, globexEmployer);
    const file = { name: 'census-sample.csv', bytes: Buffer.from(censusSample), type: 'text/csv' };
    const { body, contentType } = multipartBody({}, [file], 'file');
    const globex = await casey.post(`${api}/check`, body, { 'content-type': contentType });
    expect(globex.json()).toMatchObject({ added: 2, problems: [] });
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(censusSample.replaceAll('\r\n', '\n'));
  });

  it('asks for a file when none is sent, and for multipart when JSON is', async () => {
    const { body, contentType } = multipartBody({}, [], 'file');
    const none = await alex.post(`${api}/check`, body, { 'content-type': contentType });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'file', message: 'Choose a CSV file to upload.' });
    expect((await alex.post(`${api}/check`, { file: 'x' })).statusCode).toBe(415);
  });
});

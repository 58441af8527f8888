// A text cell of a CSV download as a spreadsheet will read it. A cell that starts with '=',
// '+', '-' or '@' (or a tab or carriage return, which some spreadsheets skip before one) is
// taken for a formula: a name typed as '=HYPERLINK(...)' would run in the HR contact's
// spreadsheet (OWASP: CSV injection). Such a cell is prefixed with a single quote, which
// spreadsheets show as text and do not evaluate.

const formulaStart = /^[=+\-@\t\r]/;

export function spreadsheetSafe(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

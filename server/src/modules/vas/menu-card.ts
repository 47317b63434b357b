import { Workbook, type Worksheet } from '@cj-tech-master/excelts';

/** Value-added services the group's distribution centres offer, with their price per unit (EUR). */
export const vasServices: ReadonlyArray<{ code: string; service: string; unit: string; price: number }> = [
  { code: 'VAS-010', service: 'Customer price ticket (print and attach)', unit: 'piece', price: 0.12 },
  { code: 'VAS-020', service: 'Customer barcode label (EAN / UPC)', unit: 'piece', price: 0.09 },
  { code: 'VAS-030', service: 'RFID tag encoding and attaching', unit: 'piece', price: 0.21 },
  { code: 'VAS-040', service: 'Hanger (customer model) and size clip', unit: 'piece', price: 0.18 },
  { code: 'VAS-050', service: 'Folding and polybagging', unit: 'piece', price: 0.25 },
  { code: 'VAS-060', service: 'Security tag (acousto-magnetic)', unit: 'piece', price: 0.16 },
  { code: 'VAS-070', service: 'Repacking to store-ready cartons', unit: 'carton', price: 1.9 },
  { code: 'VAS-080', service: 'Carton labelling to customer specification', unit: 'carton', price: 0.45 },
  { code: 'VAS-090', service: 'Shoe box stuffing and paper wrapping', unit: 'pair', price: 0.3 },
  { code: 'VAS-100', service: 'Gift wrapping (seasonal)', unit: 'piece', price: 1.35 },
];

const headerFill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } } as const;

function styleHeader(sheet: Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = headerFill;
  });
}

function addMenuSheet(workbook: Workbook): void {
  const sheet = workbook.addWorksheet('Menu card', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Code', width: 10 },
    { header: 'Service', width: 46 },
    { header: 'Unit', width: 8 },
    { header: 'Price per unit (EUR)', width: 20, style: { numFmt: '0.00' } },
  ];
  for (const entry of vasServices) sheet.addRow([entry.code, entry.service, entry.unit, entry.price]);
  styleHeader(sheet);
}

/** The simulator: a quantity column to fill in, totals by formula, so the sheet keeps working when edited. */
function addSimulatorSheet(workbook: Workbook): void {
  const sheet = workbook.addWorksheet('Cost simulator', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Code', width: 10 },
    { header: 'Service', width: 46 },
    { header: 'Price per unit (EUR)', width: 20, style: { numFmt: '0.00' } },
    { header: 'Quantity', width: 10 },
    { header: 'Cost (EUR)', width: 14, style: { numFmt: '0.00' } },
  ];
  vasServices.forEach((entry, index) => {
    const line = index + 2;
    sheet.addRow([entry.code, entry.service, entry.price, 0, { formula: `C${line}*D${line}`, result: 0 }]);
  });
  const last = vasServices.length + 1;
  const total = sheet.addRow([null, null, null, 'Total', { formula: `SUM(E2:E${last})`, result: 0 }]);
  total.font = { bold: true };
  styleHeader(sheet);
}

let workbook: Promise<Buffer> | null = null;

/** The VAS menu card & cost simulator as an .xlsx file (built once per process: it depends on nothing else). */
export function vasMenuCardWorkbook(): Promise<Buffer> {
  workbook ??= (async () => {
    const book = new Workbook();
    addMenuSheet(book);
    addSimulatorSheet(book);
    return Buffer.from(await book.xlsx.writeBuffer());
  })();
  return workbook;
}

import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/node';

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

const header = (value: string) => ({ value, fontWeight: 'bold' as const, backgroundColor: '#E5E7EB' });

function menuSheet(): SheetData {
  const rows: Row[] = [[header('Code'), header('Service'), header('Unit'), header('Price per unit (EUR)')]];
  for (const entry of vasServices)
    rows.push([entry.code, entry.service, entry.unit, { value: entry.price, format: '0.00' }]);
  return rows;
}

/** The simulator: a quantity column to fill in, totals by formula, so the sheet keeps working when edited. */
function simulatorSheet(): SheetData {
  const rows: Row[] = [
    [header('Code'), header('Service'), header('Price per unit (EUR)'), header('Quantity'), header('Cost (EUR)')],
  ];
  vasServices.forEach((entry, index) => {
    const line = index + 2;
    rows.push([
      entry.code,
      entry.service,
      { value: entry.price, format: '0.00' },
      { value: 0, type: Number },
      { value: `C${line}*D${line}`, type: 'Formula', format: '0.00' },
    ]);
  });
  const last = vasServices.length + 1;
  rows.push([
    null,
    null,
    null,
    header('Total'),
    { value: `SUM(E2:E${last})`, type: 'Formula', format: '0.00', fontWeight: 'bold' },
  ]);
  return rows;
}

let workbook: Promise<Buffer> | null = null;

/** The VAS menu card & cost simulator as an .xlsx file (built once per process: it depends on nothing else). */
export function vasMenuCardWorkbook(): Promise<Buffer> {
  workbook ??= writeXlsxFile([
    { data: menuSheet(), sheet: 'Menu card', columns: [{ width: 10 }, { width: 46 }, { width: 8 }, { width: 20 }] },
    {
      data: simulatorSheet(),
      sheet: 'Cost simulator',
      columns: [{ width: 10 }, { width: 46 }, { width: 20 }, { width: 10 }, { width: 14 }],
    },
  ]).toBuffer();
  return workbook;
}

import type { LegacyModuleId, PermissionFlag } from '@portal/contracts';
import type { Config } from '../../config.ts';

/** The permission flags that open each legacy module; any one of them is enough. */
export const legacyModuleFlags: Readonly<Record<LegacyModuleId, readonly PermissionFlag[]>> = {
  B2B: ['ecommerceExternal', 'ecommerceInternal'],
  EORDERINQUIRY: ['orderInquiry'],
  ERETURN: ['returns'],
  EWARRANTY: ['warranty'],
  ORDERMANAGEMENT: ['orderManagement'],
  ETAF: ['etaf'],
  ETAFMAINTENANCE: ['etafConfiguration'],
  ADMIN: ['adminTool'],
  SAPCONTROLREPORT: ['sapControlReport'],
  MMCONFIG: ['mmConfig'],
  CMS: ['cms', 'b2bCms'],
  DIGITALSHOWROOM: ['digitalShowroom', 'digitalShowroomConfiguration'],
  MMDASHBOARD: ['mmDashboard'],
};

/**
 * The address of a legacy module: configured (LEGACY_URLS) or PUBLIC_URL/legacy/<module>, the B2B shop with
 * LEGACY_B2B_EXTRA_QUERY, then the brand, language and purchase order number.
 */
export function legacyUrl(
  config: Pick<Config, 'LEGACY_URLS' | 'LEGACY_B2B_EXTRA_QUERY' | 'PUBLIC_URL'>,
  module: LegacyModuleId,
  { brand, language, poNumber }: { brand: string | undefined; language: string; poNumber?: string | undefined },
): string {
  const url = new URL(config.LEGACY_URLS?.[module] ?? `${config.PUBLIC_URL}/legacy/${module.toLowerCase()}`);
  if (module === 'B2B') {
    for (const [name, value] of new URLSearchParams(config.LEGACY_B2B_EXTRA_QUERY))
      url.searchParams.append(name, value);
  }
  if (brand) url.searchParams.set('brand', brand);
  url.searchParams.set('language', language);
  if (poNumber) url.searchParams.set('poNumber', poNumber);
  return url.href;
}

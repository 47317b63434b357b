import { paths } from './paths.ts';
import type { LegacyModuleId } from './permissions.ts';

type InternalPage = keyof typeof paths.internalPages;

/** Spec 2.1: the internal-style pages all share one page, which opens the legacy module behind it. */
export const internalPageModules = {
  order: 'ORDERMANAGEMENT',
  ecommerce: 'B2B',
  inquiry: 'EORDERINQUIRY',
  returns: 'ERETURN',
  warranty: 'EWARRANTY',
  etaf: 'ETAF',
  etafConfig: 'ETAFMAINTENANCE',
  b2bCms: 'CMS',
  mmConfig: 'MMCONFIG',
  mmDashboard: 'MMDASHBOARD',
  sapControlReport: 'SAPCONTROLREPORT',
  // Spec 6: the showroom and its configuration are one legacy module (the tool shows what the flags open).
  digitalShowroom: 'DIGITALSHOWROOM',
  digitalShowroomConfig: 'DIGITALSHOWROOM',
} as const satisfies Record<InternalPage, LegacyModuleId>;

/** Legacy modules that work for one brand at a time: opening them goes through the brand-selection step. */
export const brandScopedModules: readonly LegacyModuleId[] = ['ORDERMANAGEMENT', 'B2B'];

/** The internal-style page that opens a legacy module, if one does. */
export function internalPageOf(module: LegacyModuleId): string | null {
  const entry = (Object.entries(internalPageModules) as Array<[InternalPage, LegacyModuleId]>).find(
    ([, candidate]) => candidate === module,
  );
  return entry ? paths.internalPages[entry[0]] : null;
}

/** `GET /priv/api/v1/legacy/{legacyId}?brand=&language=` (spec 7). */
export const legacyUrlPath = (module: LegacyModuleId) => `/priv/api/v1/legacy/${module}`;

/** Spec 5: a legacy link must be a valid absolute URL. */
export function isAbsoluteHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** `GET /priv/api/v1/vas/document`: the absolute address of the VAS menu card & cost simulator (a JSON string). */
export const vasDocumentPath = '/priv/api/v1/vas/document';

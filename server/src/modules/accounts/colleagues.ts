import { internalOnlyPrivilegeCodes, type PortalPrivilege, type PrivilegeCode } from '@portal/contracts';

/**
 * A colleague's rights copied from the inviter's privilege entry of one sold-to (issue 20, cloneUser): the same
 * role, codes and legacy brands, without any internal-only code. Nothing of the inviter's other sold-tos.
 */
export function copiedEntry(entry: PortalPrivilege): PortalPrivilege {
  return {
    customer: entry.customer,
    role: entry.role,
    enabled: entry.enabled.filter((code) => !internalOnlyPrivilegeCodes.has(code as PrivilegeCode)),
    legacyBrandList: entry.legacyBrandList.map(({ module, brands }) => ({ module, brands: [...brands] })),
  };
}

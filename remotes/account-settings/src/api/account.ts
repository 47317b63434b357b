import {
  changePasswordEndpoint,
  endOtherSignInsEndpoint,
  getAccountUsersEndpoint,
  getSignInsEndpoint,
  inviteColleagueEndpoint,
  type ColleagueInvitation,
  createContactEndpoint,
  deleteContactEndpoint,
  getCompanyInfoEndpoint,
  getContactsEndpoint,
  getCustomerTermsEndpoint,
  getOnBehalfAuditEndpoint,
  getOnBehalfConsentEndpoint,
  updateOnBehalfConsentEndpoint,
  getPasswordInfoEndpoint,
  getStoreEndpoint,
  getStoresEndpoint,
  updateContactEndpoint,
  type ContactInput,
  type PasswordChangeRequest,
} from '@portal/contracts';
import { callEndpoint, isNotFound } from '@portal/portal-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useCompanyInfo(customer: string) {
  return useQuery({
    queryKey: ['account', 'company-info', customer],
    queryFn: ({ signal }) => callEndpoint(getCompanyInfoEndpoint, { query: { customer } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useStores(customer: string, q: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: ['account', 'stores', customer, q, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(getStoresEndpoint, { query: { customer, ...(q ? { q } : {}), pageNumber, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useStore(customer: string, shipToId: string) {
  return useQuery({
    queryKey: ['account', 'store', customer, shipToId],
    queryFn: ({ signal }) =>
      callEndpoint(getStoreEndpoint, { params: { shipToId }, query: { customer } }, { signal, expected: isNotFound }),
    staleTime: 5 * 60_000,
  });
}

const contactsKey = (customer: string) => ['account', 'contacts', customer];

export function useContacts(customer: string) {
  return useQuery({
    queryKey: contactsKey(customer),
    queryFn: ({ signal }) => callEndpoint(getContactsEndpoint, { query: { customer } }, { signal }),
  });
}

/** Adds, edits (with the version it was made on) and removes contacts; each refreshes the list. */
export function useContactMutations(customer: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: contactsKey(customer) });
  const create = useMutation({
    mutationFn: (body: ContactInput) => callEndpoint(createContactEndpoint, { query: { customer }, body }),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ contactId, ...body }: ContactInput & { contactId: string; version: number }) =>
      callEndpoint(updateContactEndpoint, { params: { contactId }, query: { customer }, body }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: ({ contactId, version }: { contactId: string; version: number }) =>
      callEndpoint(deleteContactEndpoint, { params: { contactId }, query: { customer, version } }),
    onSettled,
  });
  return { create, update, remove };
}

/** When the password was last changed (the provider's last-password-update lookup). */
export function usePasswordInfo() {
  return useQuery({
    queryKey: ['account', 'password-info'],
    queryFn: ({ signal }) => callEndpoint(getPasswordInfoEndpoint, {}, { signal }),
    staleTime: 60_000,
  });
}

/** Changes the password (with the current one); on success the last-changed date is refreshed. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => callEndpoint(changePasswordEndpoint, { body }),
    onSuccess: (info) => queryClient.setQueryData(['account', 'password-info'], info),
  });
}

/** The sold-to's current terms with the published versions and its acceptances. */
export function useCustomerTerms(customer: string) {
  return useQuery({
    queryKey: ['account', 'terms', customer],
    queryFn: ({ signal }) => callEndpoint(getCustomerTermsEndpoint, { query: { customer } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A page of the sold-to's access log: staff visits on its behalf, newest first, with what they changed. */
export function useStaffAccess(customer: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: ['account', 'staff-access', customer, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(getOnBehalfAuditEndpoint, { query: { customer, pageNumber, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const staffSettingKey = (customer: string) => ['account', 'staff-access-setting', customer];

/** Whether staff may change the sold-to's data on its behalf, with the history of that setting (ADR 058). */
export function useStaffAccessSetting(customer: string) {
  return useQuery({
    queryKey: staffSettingKey(customer),
    queryFn: ({ signal }) => callEndpoint(getOnBehalfConsentEndpoint, { query: { customer } }, { signal }),
  });
}

/** Turns "staff may change data on our behalf" on or off; the answer is the setting with its history. */
export function useChangeStaffAccessSetting(customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffMayWrite: boolean) =>
      callEndpoint(updateOnBehalfConsentEndpoint, { body: { customer, staffMayWrite } }),
    onSuccess: (setting) => queryClient.setQueryData(staffSettingKey(customer), setting),
  });
}

const usersKey = (customer: string) => ['account', 'users', customer];

/** The people with portal access to the sold-to (cloneUser, or staff with customerVisibility on behalf). */
export function useAccountUsers(customer: string) {
  return useQuery({
    queryKey: usersKey(customer),
    queryFn: ({ signal }) => callEndpoint(getAccountUsersEndpoint, { query: { customer } }, { signal }),
  });
}

/** Invites a colleague with a copy of the user's rights for the sold-to; the people list is read again. */
export function useInviteColleague(customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ColleagueInvitation) => callEndpoint(inviteColleagueEndpoint, { query: { customer }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey(customer) }),
  });
}

const signInsKey = ['account', 'sign-ins'];

/** The user's active sign-ins, the current one first. */
export function useSignIns() {
  return useQuery({
    queryKey: signInsKey,
    queryFn: ({ signal }) => callEndpoint(getSignInsEndpoint, {}, { signal }),
  });
}

/** Signs the user out everywhere else; the list is read again. */
export function useEndOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endOtherSignInsEndpoint, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInsKey }),
  });
}

import { paths } from '@portal/contracts';

/** Only a path of this portal may follow sign-in: never another origin (`//evil.example`, `https://...`). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return paths.dashboard;
  }
  return value.startsWith(paths.login) ? paths.dashboard : value;
}

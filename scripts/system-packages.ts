// The system packages the tests use and what to do when some are missing. Everything here is decided from a
// description of the machine, so a test can ask about any machine; scripts/system-deps.ts describes the real one
// and carries the plan out.
import { chromiumCandidates } from '../e2e/chromium.ts';

/** What the plan needs to know about a machine. */
export interface Machine {
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  subdirectories(path: string): string[];
  isRoot: boolean;
  // Functions, asked only when something is missing: probing sudo can write a line to the system's auth log.
  hasAptGet(): boolean;
  passwordlessSudo(): boolean;
}

interface SystemPackage {
  usedBy: string;
  /** The environment variable naming a binary outside the package, if the tests read one. */
  override?: string;
  candidates(machine: Machine): string[];
}

/** Keyed by Debian package name. */
export const systemPackages = {
  chromium: {
    usedBy: 'the end-to-end tests',
    override: 'CHROMIUM_PATH',
    candidates: (machine) => chromiumCandidates(machine.env),
  },
  glewlwyd: {
    usedBy: 'the end-to-end tests of sign-in through an external OpenID provider',
    override: 'GLEWLWYD_PATH',
    // As e2e/external-issuer reads it: GLEWLWYD_PATH replaces the package's binary rather than coming first.
    candidates: (machine) => [machine.env.GLEWLWYD_PATH ?? '/usr/bin/glewlwyd'],
  },
  postgresql: {
    usedBy: 'the server tests against PostgreSQL',
    candidates: (machine) =>
      machine.subdirectories('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin/initdb`),
  },
} satisfies Record<string, SystemPackage>;

export type SystemPackageName = keyof typeof systemPackages;

export const isSystemPackageName = (name: string): name is SystemPackageName => Object.hasOwn(systemPackages, name);

export type SystemPackagesPlan =
  | { action: 'none'; found: Record<string, string> }
  | { action: 'install'; missing: SystemPackageName[]; commands: [string, ...string[]][] }
  | { action: 'ask'; missing: SystemPackageName[]; message: string };

/** Finds each wanted package's binary; for those missing, installs them with apt when this user may, else asks. */
export function planSystemPackages(wanted: SystemPackageName[], machine: Machine): SystemPackagesPlan {
  const found: Record<string, string> = {};
  const missing: SystemPackageName[] = [];
  for (const name of wanted) {
    const binary = systemPackages[name].candidates(machine).find((path) => machine.exists(path));
    if (binary) found[name] = binary;
    else missing.push(name);
  }
  if (missing.length === 0) return { action: 'none', found };

  const aptGet = machine.hasAptGet();
  if (aptGet && (machine.isRoot || machine.passwordlessSudo())) {
    // sudo drops the environment; `env` hands DEBIAN_FRONTEND to apt so no package stops to ask a question.
    const asRoot: [string, ...string[]] = machine.isRoot
      ? ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']
      : ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
    return {
      action: 'install',
      missing,
      commands: [
        [...asRoot, 'update', '-qq'],
        [...asRoot, 'install', '-y', '-qq', '--no-install-recommends', ...missing],
      ],
    };
  }
  return { action: 'ask', missing, message: askMessage(missing, aptGet) };
}

function askMessage(missing: SystemPackageName[], aptGet: boolean): string {
  const one = missing.length === 1;
  const needs = missing.map((name) => `${name} (${systemPackages[name].usedBy})`).join(', ');
  const overrides = missing.flatMap((name) => {
    const { override }: SystemPackage = systemPackages[name];
    return override ? [override] : [];
  });
  const install = aptGet
    ? `Install ${one ? 'it' : 'them'} with:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}\n`
    : `Install ${one ? 'it' : 'them'} with this system's package manager (${one ? 'the name is' : 'the names are'} Debian's) `;
  const orOverride =
    overrides.length > 0 ? `or name ${one ? 'its binary' : 'the binaries'} with ${overrides.join(', ')}.` : '';
  return `Missing for the tests: ${needs}. ${install}${orOverride}`.trim();
}

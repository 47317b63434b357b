import { describe, expect, it } from 'vitest';
import { planSystemPackages, type Machine } from '../system-packages.ts';

function machine(files: string[], overrides: Partial<Machine> = {}): Machine {
  return {
    env: {},
    exists: (path) => files.includes(path),
    subdirectories: (path) =>
      files
        .filter((file) => file.startsWith(`${path}/`))
        .map((file) =>
          file
            .slice(path.length + 1)
            .split('/', 1)
            .join(),
        ),
    isRoot: false,
    hasAptGet: () => true,
    passwordlessSudo: () => false,
    ...overrides,
  };
}

describe('planSystemPackages', () => {
  it('finds every package, with the environment variables first, and asks nothing about installing', () => {
    let asked = false;
    const plan = planSystemPackages(
      ['chromium', 'glewlwyd', 'postgresql'],
      machine(['/opt/chrome/chrome', '/usr/bin/chromium', '/usr/bin/glewlwyd', '/usr/lib/postgresql/17/bin/initdb'], {
        env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
        passwordlessSudo: () => (asked = true),
      }),
    );
    expect(plan).toEqual({
      action: 'none',
      found: {
        chromium: '/opt/chrome/chrome',
        glewlwyd: '/usr/bin/glewlwyd',
        postgresql: '/usr/lib/postgresql/17/bin/initdb',
      },
    });
    expect(asked).toBe(false);
  });

  it('installs every missing package with one apt-get call, as root or through sudo without a password', () => {
    expect(planSystemPackages(['chromium', 'glewlwyd'], machine([], { isRoot: true }))).toEqual({
      action: 'install',
      missing: ['chromium', 'glewlwyd'],
      commands: [
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'],
        [
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          '-qq',
          '--no-install-recommends',
          'chromium',
          'glewlwyd',
        ],
      ],
    });
    const throughSudo = planSystemPackages(
      ['chromium', 'glewlwyd'],
      machine(['/usr/bin/chromium-browser'], { passwordlessSudo: () => true }),
    );
    expect(throughSudo).toMatchObject({ action: 'install', missing: ['glewlwyd'] });
    expect(throughSudo.action === 'install' && throughSudo.commands.map((command) => command.slice(0, 2))).toEqual([
      ['sudo', '-n'],
      ['sudo', '-n'],
    ]);
  });

  it('names every missing package and the command to run when this user may not install', () => {
    const plan = planSystemPackages(['chromium', 'glewlwyd', 'postgresql'], machine(['/usr/bin/chromium']));
    expect(plan.action).toBe('ask');
    expect(plan.action === 'ask' && plan.missing).toEqual(['glewlwyd', 'postgresql']);
    expect(plan.action === 'ask' && plan.message).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends glewlwyd postgresql',
    );
    expect(plan.action === 'ask' && plan.message).toContain('GLEWLWYD_PATH');
  });

  it('asks for the packages by name where there is no apt-get, even as root', () => {
    const plan = planSystemPackages(['chromium'], machine([], { isRoot: true, hasAptGet: () => false }));
    expect(plan).toMatchObject({ action: 'ask', missing: ['chromium'] });
    expect(plan.action === 'ask' && plan.message).toMatch(/package manager.*CHROMIUM_PATH/s);
  });
});

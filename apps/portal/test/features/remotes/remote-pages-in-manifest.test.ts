import { remotePagePath, remotes, sections, type RemoteName } from '@portal/contracts';
import { remotePages, type RemoteModule } from '@portal/portal-kit';
import { describe, expect, it } from 'vitest';
import { remoteRoutes } from '../../../../../e2e/support/remote-routes.ts';

// Every remote's module as the federation hands it to the host: what the host mounts is checked against the
// manifest here, so a route added on one side only fails, whichever remote it is in.
const modules = import.meta.glob<{ default: RemoteModule }>('../../../../../remotes/*/src/module.ts', {
  eager: true,
});
const moduleOf = (name: string) => modules[`../../../../../remotes/${name}/src/module.ts`]?.default;
const remoteFolders = Object.keys(modules).map((file) => /remotes\/([^/]+)\/src/.exec(file)?.[1]);

function manifestOwners(remote: RemoteName) {
  return sections.flatMap(({ owner }) => (owner.kind === 'remote' && owner.remote === remote ? [owner] : []));
}

describe("the remotes' pages and the section manifest", () => {
  it('knows every remote folder by name in `remotes`, and every named remote has its folder', () => {
    expect(remoteFolders.sort()).toEqual(remotes.map((remote) => remote.name).sort());
  });

  it.each(remotes.map((remote) => remote.name))('%s serves its pages at the mounts the manifest gives it', (name) => {
    const remoteModule = moduleOf(name);
    if (!remoteModule) throw new Error(`No module for ${name}`);
    const owners = manifestOwners(name);
    expect(owners.length, 'sections owned by the remote').toBeGreaterThan(0);
    expect(remoteModule.mounts.map((mount) => mount.mount).sort()).toEqual(owners.map((owner) => owner.mount).sort());
    const declared = owners.flatMap((owner) => owner.pages.map((page) => remotePagePath(owner.mount, page)));
    expect(
      remotePages(remoteModule)
        .map((page) => page.path)
        .sort(),
    ).toEqual(declared.sort());
  });

  it('has every remote reached by the end-to-end tests', () => {
    expect([...new Set(remoteRoutes.map((route) => route.remote))].sort()).toEqual(
      remotes.map((remote) => remote.name).sort(),
    );
  });
});

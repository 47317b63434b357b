import { sections, type RemoteName, type Section } from '@portal/contracts';

export interface RemoteMount {
  remote: RemoteName;
  /** The route prefix the remote's pages live under. */
  mount: string;
  /** React Router pattern of everything below the mount. */
  pattern: string;
}

/** Which remote answers which route prefix, from the section manifest. */
export function remoteMountsOf(manifest: readonly Section[] = sections): RemoteMount[] {
  return manifest.flatMap(({ owner, routes }) =>
    owner.kind === 'remote'
      ? routes.map((route) => ({ remote: owner.remote, mount: owner.mount, pattern: route.path }))
      : [],
  );
}

import {
  endpointPath,
  fallbackLanguage,
  getHomepageContentEndpoint,
  getPermissionsEndpoint,
  getSoldTosEndpoint,
  labelPaths,
  languages,
  pathPatternRegExp,
  paths,
  sections,
  type Section,
} from '@portal/contracts';
import { earlyCallsGlobal, portalStateStorageKeys, sessionStorageKeys } from '@portal/portal-kit/storage-keys';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { pageModules } from './src/app/page-modules.ts';
import { sessionRenewalLeadSeconds } from './src/features/auth/session-renewal.ts';
import type { Plugin } from 'vite';

/** The route pattern's expression from contracts (case-insensitive: the script compiles its source with 'i'). */
const patternSource = (pattern: string) => pathPatternRegExp(pattern).source;

/** Where portal-kit keeps what the script reads: the session, the permissions, the sold-to, on-behalf mode. */
const storedSession = {
  accessToken: sessionStorageKeys.accessToken,
  expiresAt: sessionStorageKeys.expiresAt,
  permissions: portalStateStorageKeys.permissions,
  selectedSoldTo: portalStateStorageKeys.selectedSoldTo,
  onBehalfSession: portalStateStorageKeys.onBehalfSession,
};

/** oidc-client-ts keeps a tab's provider session under `oidc.user:<issuer>:<client>` (src/features/auth/user-manager.ts). */
const oidcUserKeyPrefix = 'oidc.user:';

function staticClosure(bundle: OutputBundle, fileName: string, files: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || files.has(fileName)) return files;
  files.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, files);
  return files;
}

/**
 * The code of the page asked for starts loading with the entry's, not after it: an inline script (nonced like
 * Vite's tags; the server fills the nonce in) matches the address against the section manifest's routes and
 * adds a modulepreload link for each chunk of that page's feature (and the signed-in layouts) that the entry
 * does not already preload. Without it, those chunks were asked for only once the entry had run: a second
 * round of requests before the first paint. With a provider session in the tab whose token is due for renewal,
 * oidc-client-ts (which then restores it) is preloaded too, and on a signed-in page with an unexpired token the script asks for the permissions and
 * the labels of the stored language itself, for a customer also the sold-tos and on the dashboard the selected
 * sold-to's content: portal-kit's API client takes those answers when the start-up makes the same call with the
 * same token (a wrong guess only costs an unused request). The modules are those of `pageModules`, which
 * `src/app/section-routes.tsx` imports too (preloadPageCode and the routes' `lazy`), finding them fetched.
 */
export function pageCodePreloads({
  nonce,
  manifest = sections,
}: {
  nonce: string;
  manifest?: readonly Section[];
}): Plugin {
  return {
    name: 'portal:page-code-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (index?.type !== 'asset' || !entry) return;
        const preloadedByEntry = staticClosure(bundle, entry.fileName, new Set());
        const root = `${this.environment.config.root}/`;
        const chunkOf = (module: string) =>
          chunks.find(
            (chunk) => chunk.facadeModuleId === `${root}${module}` || chunk.facadeModuleId?.endsWith(`/${module}`),
          );

        const files: string[] = [];
        const fileIndex = (fileName: string) => {
          const found = files.indexOf(fileName);
          return found >= 0 ? found : files.push(fileName) - 1;
        };
        const routes: Array<[string, number[], 0 | 1]> = [];
        for (const section of manifest) {
          const needed = new Set<string>();
          for (const module of pageModules(section)) {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`page-code-preloads: no chunk for ${module}`);
            for (const file of staticClosure(bundle, chunk.fileName, new Set())) {
              if (!preloadedByEntry.has(file)) needed.add(file);
            }
          }
          if (needed.size === 0) continue;
          const indexes = [...needed].map(fileIndex);
          const signedIn = section.area === 'public' ? 0 : 1;
          for (const route of section.routes) routes.push([patternSource(route.path), indexes, signedIn]);
        }

        // A tab with a provider session restores it at start-up with oidc-client-ts, loaded on demand otherwise.
        const sessionChunk = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/oidc-client-ts/')),
        );
        if (!sessionChunk) throw new Error('page-code-preloads: no chunk holds oidc-client-ts');
        const sessionFiles = [...staticClosure(bundle, sessionChunk.fileName, new Set())]
          .filter((file) => !preloadedByEntry.has(file))
          .map(fileIndex);

        const base = this.environment.config.base;
        const early = {
          permissions: getPermissionsEndpoint.path,
          labels: Object.fromEntries(languages.map(({ id, isoId }) => [id, labelPaths.private(isoId)])),
          fallback: fallbackLanguage,
          soldTos: getSoldTosEndpoint.path,
          dashboard: patternSource(paths.dashboard),
          homepage: Object.fromEntries(
            languages.map(({ id }) => [id, endpointPath(getHomepageContentEndpoint, { lang: id })]),
          ),
        };
        const script = `<script nonce="${nonce}">
      // The current page's code, fetched beside the entry's, and behind a sign-in its first calls
      // (page-code-preloads.ts).
      (function (files, routes, sessionFiles, early) {
        var path = location.pathname, nonce = document.currentScript.nonce, wanted = [], signedIn = 0;
        for (var i = 0; i < routes.length; i++) {
          if (new RegExp(routes[i][0], 'i').test(path)) {
            wanted = routes[i][1].slice();
            signedIn = routes[i][2];
            break;
          }
        }
        try {
          // Only a session whose token is due for renewal restores with oidc-client-ts (session-renewal.ts).
          var left = Number(sessionStorage.getItem(${JSON.stringify(storedSession.expiresAt)})) - Date.now() / 1000;
          for (var k = 0; k < sessionStorage.length; k++) {
            if (String(sessionStorage.key(k)).indexOf(${JSON.stringify(oidcUserKeyPrefix)}) === 0) {
              if (!(left > ${sessionRenewalLeadSeconds})) wanted = wanted.concat(sessionFiles);
              break;
            }
          }
        } catch (error) {
          // Storage refused: the start-up finds no session either.
        }
        wanted.forEach(function (file, at) {
          if (wanted.indexOf(file) !== at) return;
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = ${JSON.stringify(base)} + files[file];
          link.nonce = nonce;
          document.head.appendChild(link);
        });
        if (!signedIn) return;
        try {
          var token = sessionStorage.getItem(${JSON.stringify(storedSession.accessToken)});
          var expiresAt = Number(sessionStorage.getItem(${JSON.stringify(storedSession.expiresAt)}));
          if (!token || !(expiresAt * 1000 - Date.now() > 60000)) return;
          // On behalf, every call names the session, which these would not: the start-up asks itself.
          if (sessionStorage.getItem(${JSON.stringify(storedSession.onBehalfSession)})) return;
          var calls = (window[${JSON.stringify(earlyCallsGlobal)}] = {});
          var ask = function (callPath) {
            var url = new URL(callPath, location.origin).href;
            var response = fetch(url, {
              headers: {
                Accept: 'application/json',
                'Cache-Control': 'no-cache',
                'X-Requested-With': 'XMLHttpRequest',
                Authorization: 'Bearer ' + token
              },
              credentials: 'same-origin'
            });
            response.catch(function () {});
            calls[url] = { token: token, response: response };
          };
          ask(early.permissions);
          var record = JSON.parse(sessionStorage.getItem(${JSON.stringify(storedSession.permissions)}) || 'null');
          if (!record) return;
          // The start-up's label language (portalLanguageOf of contracts): English for an internal company,
          // else the first supported of the portal configuration's and the record's language.
          var language = early.fallback;
          var customer = String(record.companyType).toLowerCase() !== 'internal';
          if (customer) {
            var configured = record.portalConfiguration && record.portalConfiguration[0];
            var candidates = [configured && configured.language, record.language];
            for (var c = 0; c < candidates.length; c++) {
              var id = typeof candidates[c] === 'string' ? candidates[c].slice(0, 2).toLowerCase() : '';
              if (early.labels[id]) {
                language = id;
                break;
              }
            }
          }
          ask(early.labels[language]);
          if (!customer) return;
          // A customer's start-up asks for the sold-tos next, and the dashboard for the selected one's content
          // (its largest paint is that content's image).
          ask(early.soldTos);
          var selected = JSON.parse(sessionStorage.getItem(${JSON.stringify(storedSession.selectedSoldTo)}) || 'null');
          if (!selected || typeof selected.customerId !== 'string') return;
          if (!new RegExp(early.dashboard, 'i').test(path)) return;
          ask(early.homepage[language] + '?customerId=' + encodeURIComponent(selected.customerId));
        } catch (error) {
          // Nothing asked early: the start-up asks itself.
        }
      })(${JSON.stringify(files)}, ${JSON.stringify(routes)}, ${JSON.stringify(sessionFiles)}, ${JSON.stringify(early)});
    </script>
    `;
        // Before the stylesheet: a classic script after it would wait for the stylesheet before running.
        const html = String(index.source);
        const stylesheet = html.search(/<link rel="stylesheet"/);
        index.source =
          stylesheet < 0
            ? html.replace('</head>', `${script}</head>`)
            : html.slice(0, stylesheet) + script + html.slice(stylesheet);
      },
    },
  };
}

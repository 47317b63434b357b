/**
 * The portal's one path matcher: a route pattern of the section manifest (`:name` is one segment, a trailing
 * `/*` any rest or none) against a pathname, the way React Router matches it (letters in any case, trailing
 * slashes optional). The router decides what renders; every other check (public pages, on-behalf pages, the
 * session gate, the page-code preloads, mock mode's catalogue) asks this matcher, so it agrees with the router.
 *
 * A regular expression rather than URLPattern: the page's inline preload script runs the same expression before
 * any code has loaded, in browsers that have no URLPattern yet, and URLPattern would still need the router's
 * case and trailing-slash rules written around it.
 */
export function pathPatternRegExp(pattern: string): RegExp {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    compiled = new RegExp(`^${patternBody(pattern)}${patternTail(pattern)}$`, 'i');
    compiledPatterns.set(pattern, compiled);
  }
  return compiled;
}

/** Whether `pathname` is an address of the route pattern `pattern`. */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  return pathPatternRegExp(pattern).test(pathname);
}

const compiledPatterns = new Map<string, RegExp>();

function patternBody(pattern: string): string {
  return pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/[^/]+');
}

function patternTail(pattern: string): string {
  if (pattern === '*' || pattern === '/*') return '.*';
  return pattern.endsWith('*') ? '(?:/.+|/*)' : '/*';
}

/**
 * The routing a remote may use: links, navigation and the route's params, bound to the host's router.
 *
 * Remotes import these from here, never from `react-router`: federation shares this module as a singleton,
 * so a remote uses the host's router instance, and the host's first screen carries only the parts of React
 * Router that it and this list use (a shared `react-router` would be sent whole, since any remote might
 * import any of its exports).
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
  type Params,
  type RouteObject,
} from 'react-router';

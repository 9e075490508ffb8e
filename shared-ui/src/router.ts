/**
 * The router API the apps use, re-exported from the one copy inside shared-ui.
 *
 * react-router is not shared on its own: a shared module cannot be tree-shaken, and the whole
 * package on every page weighed three times the parts we use (docs/decisions.md#shared-singletons).
 * Travelling inside the shared-ui singleton it still reaches the browser once, so the shell's
 * router context is the one every remote's <Routes> and hooks read. Apps import routing from
 * 'shared-ui', never from 'react-router(-dom)' (a lint rule enforces it). Only what the apps' pages
 * use: tests take their memory router from 'shared-ui/testing', the render server its static
 * router from 'shared-ui/server'.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavLinkProps, LinkProps } from 'react-router-dom';

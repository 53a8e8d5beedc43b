// Router facade: the only router entry point the apps import. Sharing this module as a
// singleton (instead of react-router-dom whole) ships just the pieces the apps use.

export type { NavigateFunction, RouteObject } from 'react-router-dom';
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';

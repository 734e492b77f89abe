import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { RequireLogin } from './require-login.tsx';
import { RouteError } from './route-error.tsx';

// Every page is its own chunk, so the first load carries only the shell and the page in view.
const HomeRoute = lazy(() => import('./routes/home-route.tsx'));
const CategoriesPage = lazy(() => import('../features/categories/categories-page.tsx'));
const HelpPage = lazy(() => import('../features/help/help-page.tsx'));
const BlogPage = lazy(() => import('../features/blog/blog-page.tsx'));
const RequestsPage = lazy(() => import('../features/requests/requests-page.tsx'));
const LoginPage = lazy(() => import('../features/account/login-page.tsx'));
const RegisterPage = lazy(() => import('../features/account/register-page.tsx'));
const ConfirmAccountPage = lazy(() => import('../features/account/confirm-account-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/account/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/account/reset-password-page.tsx'));
const ChangePasswordPage = lazy(() => import('../features/account/change-password-page.tsx'));
const LeaderboardPage = lazy(() => import('../features/leaderboard/leaderboard-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const AdminPage = lazy(() => import('../features/admin/admin-page.tsx'));
const RoomPage = lazy(() => import('../features/room/room-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));

/** Every route of SPEC §2. A feature adds a page by exporting a default component and adding one line here. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/categories', element: <CategoriesPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/requests', element: <RequestsPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/leaderboard', element: <LeaderboardPage /> },
      { path: '/profile/:id', element: <ProfilePage /> },
      { path: '/confirmaccount/:id', element: <ConfirmAccountPage /> },
      { path: '/forgotpassword', element: <ForgotPasswordPage /> },
      { path: '/forgotpassword/:id', element: <ResetPasswordPage /> },
      { path: '/changepassword', element: <ChangePasswordPage /> },
      {
        path: '/admin',
        element: (
          <RequireLogin>
            <AdminPage />
          </RequireLogin>
        ),
      },
      { path: '/room/:id', element: <RoomPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

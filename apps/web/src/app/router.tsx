import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { handle } from './route-handle';
import { PageLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every route of the app; each page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', handle: handle('home'), element: null },
      { path: '/login', handle: handle('login'), lazy: () => import('../routes/login') },
      {
        path: '/forgot-password',
        handle: handle('forgot-password'),
        lazy: () => import('../routes/forgot-password'),
      },
      {
        path: '/reset-password/:token',
        handle: handle('reset-password'),
        lazy: () => import('../routes/reset-password'),
      },
      { path: '/blocked', handle: handle('blocked'), lazy: () => import('../routes/blocked') },
      {
        path: '/onboarding',
        lazy: () => import('../routes/onboarding/layout'),
        children: [
          { index: true, handle: handle('onboarding'), element: null },
          {
            path: 'home',
            handle: handle('onboarding.home'),
            lazy: () => import('../routes/onboarding/home'),
          },
          {
            path: 'start',
            handle: handle('onboarding.start'),
            lazy: () => import('../routes/onboarding/start'),
          },
          {
            path: 'register',
            handle: handle('onboarding.register'),
            lazy: () => import('../routes/onboarding/register'),
          },
          {
            path: 'terms',
            handle: handle('onboarding.terms'),
            lazy: () => import('../routes/onboarding/terms'),
          },
          {
            path: 'step/:step',
            handle: handle('onboarding.step'),
            lazy: () => import('../routes/onboarding/step'),
          },
          {
            path: 'success',
            handle: handle('onboarding.success'),
            lazy: () => import('../routes/onboarding/success'),
          },
          { path: '*', handle: handle('onboarding.unknown'), element: null },
        ],
      },
      {
        path: '/member/*',
        handle: handle('member'),
        lazy: () => import('../routes/member'),
      },
      {
        path: '/ambassador',
        handle: handle('ambassador'),
        children: [
          { index: true, lazy: () => import('../routes/ambassador/index') },
          { path: 'media-kit', lazy: () => import('../routes/ambassador/media-kit') },
          { path: 'sharing-tools', lazy: () => import('../routes/ambassador/sharing-tools') },
          { path: 'rewards', lazy: () => import('../routes/ambassador/rewards') },
          { path: 'settings', lazy: () => import('../routes/ambassador/settings') },
          { path: '*', lazy: () => import('../routes/not-found') },
        ],
      },
      {
        path: '/:lang/:page',
        handle: handle('public'),
        lazy: () => import('../routes/legal'),
      },
      { path: '*', handle: handle('public'), lazy: () => import('../routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

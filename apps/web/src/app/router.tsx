import { Navigate, type RouteObject } from 'react-router-dom';
import { member, paths, share } from '../lib/paths';
import { handle } from './route-handle';
import { RootLayout } from './root-layout';

/** Every route of the app; each page is its own lazy chunk (app/app-routes.tsx renders them). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
        // The member area: its layout (tabs, banner, quote, protection view) around each page.
        path: paths.member.root,
        handle: handle('member'),
        lazy: () => import('../routes/member/layout'),
        children: [
          { index: true, element: <Navigate to={member.search.href} replace /> },
          { path: member.search.path, lazy: () => import('../routes/member/search') },
          { path: member.favorites.path, lazy: () => import('../routes/member/favorites') },
          { path: member.profile.path, lazy: () => import('../routes/member/profile/$member') },
          {
            path: member.settings.path,
            children: [
              { index: true, lazy: () => import('../routes/member/settings/index') },
              { path: 'pause', lazy: () => import('../routes/member/settings/pause') },
              {
                path: 'payment-source',
                lazy: () => import('../routes/member/settings/payment-source'),
              },
              {
                path: 'payment-source/update',
                lazy: () => import('../routes/member/settings/payment-source-update'),
              },
              { path: 'visibility', lazy: () => import('../routes/member/settings/visibility') },
              {
                path: 'notifications',
                lazy: () => import('../routes/member/settings/notifications'),
              },
              {
                path: 'anonymous-mode',
                lazy: () => import('../routes/member/settings/anonymous-mode'),
              },
              { path: 'resources', lazy: () => import('../routes/member/settings/resources') },
              {
                path: 'blocked-users',
                lazy: () => import('../routes/member/settings/blocked-users'),
              },
              { path: 'email', lazy: () => import('../routes/member/settings/email') },
              { path: 'password', lazy: () => import('../routes/member/settings/password') },
              { path: 'language', lazy: () => import('../routes/member/settings/language') },
              {
                path: 'secondary-conversation-rules',
                lazy: () => import('../routes/member/settings/secondary-conversation-rules'),
              },
              { path: 'profile', lazy: () => import('../routes/member/settings/profile') },
              { path: 'pictures', lazy: () => import('../routes/member/settings/pictures') },
              {
                path: 'sample-pictures',
                lazy: () => import('../routes/member/settings/sample-pictures'),
              },
              { path: 'address', lazy: () => import('../routes/member/settings/address') },
              { path: 'daily-quote', lazy: () => import('../routes/member/settings/daily-quote') },
            ],
          },
          {
            // A call fills the page: outside the inbox's two panes.
            path: member.videoChat.path,
            lazy: () => import('../routes/member/messages/video-chat'),
          },
          {
            path: member.personalDevelopment.path,
            children: [
              { index: true, lazy: () => import('../routes/member/personal-development/index') },
              // The three lists share one page; an article's id is any other segment.
              ...(['video', 'article', 'bonus'] as const).map((kind) => ({
                path: kind,
                lazy: () => import('../routes/member/personal-development/list'),
              })),
              {
                path: ':article',
                lazy: () => import('../routes/member/personal-development/$article'),
              },
            ],
          },
          { path: member.subscription.path, lazy: () => import('../routes/member/subscription') },
          {
            path: member.messages.path,
            lazy: () => import('../routes/member/messages/layout'),
            children: [
              { index: true, lazy: () => import('../routes/member/messages/index') },
              {
                path: ':conversation',
                lazy: () => import('../routes/member/messages/$conversation'),
              },
            ],
          },
          { path: '*', lazy: () => import('../routes/not-found') },
        ],
      },
      {
        path: paths.ambassador.root,
        handle: handle('ambassador'),
        lazy: () => import('../routes/ambassador/layout'),
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
        // Public, and for a signed-in user too.
        path: share.member.path,
        handle: handle('public'),
        lazy: () => import('../routes/share/member/$id'),
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

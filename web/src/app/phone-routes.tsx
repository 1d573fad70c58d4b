import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { NonAdminOnly, SignedInOnly } from './guards';
import { lazyScreen } from './lazy-screen';

/**
 * The drivers' and supervisors' screens, in the office app (router.tsx) and the field app
 * (field-router.tsx) alike. Each app gives the shell and the checklist dashboard its own way: the
 * office loads them when asked, the field app has them in its entry's file.
 */
export function phoneRoutes(shell: ComponentType, dashboard: ComponentType): RouteObject[] {
  return [
    {
      Component: NonAdminOnly,
      children: [
        {
          Component: shell,
          children: [
            { path: paths.dashboard, Component: dashboard },
            {
              path: paths.checklists,
              Component: lazyScreen(() => import('../features/checklists/checklists-screen')),
            },
            {
              path: paths.crewDefects,
              Component: lazyScreen(() => import('../features/defects/crew-defects-screen')),
            },
            { path: paths.crewDefect, Component: lazyScreen(() => import('../features/defects/defect-screen')) },
            {
              path: paths.reportDefect,
              Component: lazyScreen(() => import('../features/defects/report/report-defect-screen')),
            },
            { path: paths.addFuel, Component: lazyScreen(() => import('../features/fuel/driver-fuel-screen')) },
          ],
        },
      ],
    },
    {
      Component: SignedInOnly,
      children: [{ path: paths.qrStart, Component: lazyScreen(() => import('../features/qr-start/qr-start-screen')) }],
    },
  ];
}

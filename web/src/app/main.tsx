import { LeaveForFieldApp, officeRouterWindow } from './full-page-load';
import { AppRoutes } from './router';
import { startApp } from './start-app';
import { warmUpLandingScreen } from './warm-up-landing-screen';

/** The office app: every screen, on React (the phone's screens also run in the field app, field-main.tsx). */
warmUpLandingScreen(window.location.pathname);
void startApp(
  <LeaveForFieldApp>
    <AppRoutes />
  </LeaveForFieldApp>,
  { routerWindow: officeRouterWindow() },
);

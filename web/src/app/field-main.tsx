import { FieldRoutes } from './field-router';
import { landingScreenData } from './landing-screen-data';
import { startApp } from './start-app';

/**
 * The field app: the driver's and supervisor's phone screens, from the same sources as the office
 * app, built on Preact into one file for the first screen (vite.field.config.ts, issue 33).
 */
void startApp(<FieldRoutes />, { firstDrawData: landingScreenData });

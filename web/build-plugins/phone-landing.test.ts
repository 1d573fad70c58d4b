import { describe, expect, it } from 'vitest';
import { fieldPathPattern } from '../src/app/field-paths';
import { landingScript } from './phone-landing';
import { runLandingScript } from './test/run-landing-script';

const field = {
  css: ['assets/field/field-main-1.css'],
  preload: ['assets/field/field-main-2.js'],
  entry: 'assets/field/field-main-2.js',
  words: { en: ['assets/field/words-en-3.js'], fr: ['assets/field/words-fr-4.js'] },
};
const office = {
  css: ['assets/index-5.css'],
  preload: ['assets/index-6.js', 'assets/react-dom-7.js'],
  entry: 'assets/index-6.js',
};
const script = landingScript(fieldPathPattern, field, office);

const signedIn = (role: string) => ({ currentUser: JSON.stringify({ token: 'token-1', role }) });
const officeApp = [
  'stylesheet /assets/index-5.css',
  'modulepreload /assets/index-6.js',
  'modulepreload /assets/react-dom-7.js',
  'script /assets/index-6.js',
];
const fieldApp = (language: 'en' | 'fr') => [
  'stylesheet /assets/field/field-main-1.css',
  'modulepreload /assets/field/field-main-2.js',
  `modulepreload /assets/field/words-${language}-${language === 'en' ? 3 : 4}.js`,
  'script /assets/field/field-main-2.js',
  // The page's first number format, made while the entry downloads (issue 33).
  `number format ${language}-CA`,
];

describe('the landing script', () => {
  it('starts the office app for a signed-out visitor, asking for nothing else', () => {
    expect(runLandingScript(script, '/dashboard')).toEqual({ added: officeApp, asked: [] });
  });

  it('starts the office app for an admin, even on a phone address', () => {
    expect(runLandingScript(script, '/qr/E-12', signedIn('admin'))).toEqual({ added: officeApp, asked: [] });
  });

  it("starts the office app for a driver on an office address (the fleet's list)", () => {
    expect(runLandingScript(script, '/vehicles', signedIn('driver'))).toEqual({ added: officeApp, asked: [] });
  });

  it("starts the field app for a driver's checklist, with its first calls and the words of the browser's language", () => {
    expect(runLandingScript(script, '/dashboard', signedIn('driver'))).toEqual({
      added: fieldApp('fr'),
      asked: ['/api/me', '/api/checklist/form_options'],
    });
  });

  it("asks for a QR address's vehicle's items with the checklist's calls", () => {
    expect(runLandingScript(script, '/dashboard?vehicle=E-12', { ...signedIn('supervisor'), language: 'en' })).toEqual({
      added: fieldApp('en'),
      asked: ['/api/me', '/api/checklist/form_options', '/api/vehicles/equipment_items?equipment_number=E-12'],
    });
  });

  it("starts the field app on a supervisor's other phone screens without the checklist's calls", () => {
    expect(runLandingScript(script, '/vehicle-defects/12', signedIn('supervisor'))).toEqual({
      added: fieldApp('fr'),
      asked: [],
    });
  });

  it('starts the office app when the stored user cannot be read', () => {
    expect(runLandingScript(script, '/dashboard', { currentUser: '{not json' })).toEqual({
      added: officeApp,
      asked: [],
    });
  });
});

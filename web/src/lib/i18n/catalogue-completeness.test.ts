import * as shared from '@fleet-ops/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages } from './client-messages';
import { catalogueFrench, changeLanguage, i18n, loadAllLanguages, translateMessage } from './index';

/**
 * Every catalogue the app registers: the shell's and each area's (`i18n/` or `<part>-i18n/`, its
 * index registering en.ts and fr.ts), found by folder name so a new feature's words are checked
 * without anyone adding them here, then loaded in both languages.
 */
const catalogueModules = import.meta.glob(
  ['./shell/index.ts', '../../features/**/i18n/index.ts', '../../**/*-i18n/index.ts'],
  { eager: true },
);
beforeAll(loadAllLanguages);

/**
 * Sample values for the shared functions that write a message with a value inside: an exported
 * `*Message` function by its name, a function inside a `*Messages` constant as `constant.key`.
 */
const sampleArguments: Record<string, unknown[][]> = {
  tooManyAttemptsMessage: [[30], [1]],
  checklistDateWindowMessage: [['2026-11-18', '2026-11-25']],
  backdateReasonRequiredMessage: [['2026-11-18']],
  recordKeptMessage: [
    ['work order', '2028-08-29', 'maintenance', 24],
    ['fill-up', '2027-11-25', 'repairs', 12],
    ['checklist', '2027-05-25', 'checklists', 6],
  ],
  vehicleKeptMessage: [
    ['2028-08-29', 'maintenance', 24],
    ['2027-05-25', 'checklists', 6],
  ],
  disposedVehicleKeptMessage: [['2026-11-18', '2027-11-18', 12]],
  odmBelowLastMessage: [[125000]],
  fuelOdometerBelowMessage: [[125000, '2026-11-10']],
  fuelOdometerAboveMessage: [[125000, '2026-11-10']],
  meterBelowMessage: [
    ['odometer', 125000, '2026-11-10'],
    ['hours', 4210, '2026-11-10'],
  ],
  meterAboveMessage: [
    ['odometer', 125000, '2026-11-10'],
    ['hours', 4210, '2026-11-10'],
  ],
  meterImplausibleMessage: [
    ['odometer', 125000, '2026-11-10'],
    ['hours', 4210, '2026-11-10'],
  ],
  licenceExpiredMessage: [['Émilie Roy', '2026-11-01']],
  uploadUpToMessage: [[3]],
  routeNotFoundMessage: [['GET', '/api/nowhere']],
  fieldRequiredMessage: [['Equipment number']],
  driverArchivedMessage: [
    [{ ended: 0, removed: 0 }],
    [{ ended: 1, removed: 0 }],
    [{ ended: 0, removed: 3 }],
    [{ ended: 2, removed: 1 }],
  ],
  'vehicleQrMessages.unknownIds': [[[7]], [[7, 12]]],
  sortInvalidMessage: [[['name', 'expiry_date']]],
  typeInvalidMessage: [[['all_vehicles', 'expired']]],
  oneOrZeroMessage: [['Enabled'], ['Has issue']],
  unknownColumnsMessage: [[['Colour', 'Owner']]],
  missingColumnsMessage: [[['VIN number']]],
  repeatedColumnsMessage: [[['VIN number']]],
  duplicateKeyMessage: [[[4]], [[4, 5]]],
  importFailedMessage: [[12]],
  vehicleRuleTakenMessage: [['Circle check — heavy vehicle (SAAQ)']],
  parentTypeRuleTakenMessage: [['Pre-OP']],
  spreadsheetDateMessage: [['2026-05-02']],
  exportOnlyColumnsMessage: [[['Enabled', 'Archived']]],
};

/** Messages that read the same in French. */
const sameInFrench = new Set(['OK']);

/** Writers of a message about a field the server names itself: only the last-resort pattern can word it. */
const lastResortWriters = new Set(['fieldRequiredMessage']);

type MessageWriter = (...args: unknown[]) => string;

/**
 * Every English message the server or a shared schema can send: the strings of each shared
 * `*Messages` and `*Texts` constant, what each message function writes for its samples, and the
 * web app's own. Returns the functions that have no samples too, so a new one cannot slip by.
 */
function sharedMessages(): { messages: string[]; lastResort: string[]; unsampled: string[] } {
  const messages = new Set<string>(Object.values(clientMessages));
  const lastResort = new Set<string>();
  const unsampled: string[] = [];
  const collect = (name: string, value: unknown) => {
    if (typeof value === 'string') messages.add(value);
    else if (value instanceof Set) [...value].forEach((inner) => collect(name, inner));
    else if (typeof value === 'function') {
      const samples = sampleArguments[name];
      if (!samples) unsampled.push(name);
      const written = lastResortWriters.has(name) ? lastResort : messages;
      for (const sample of samples ?? []) written.add((value as MessageWriter)(...sample));
    } else if (value && typeof value === 'object') {
      Object.entries(value).forEach(([key, inner]) => collect(`${name}.${key}`, inner));
    }
  };
  for (const [name, value] of Object.entries(shared)) {
    if (/(Messages|Texts)$/.test(name) || (/Message$/.test(name) && typeof value === 'function')) collect(name, value);
  }
  return { messages: [...messages], lastResort: [...lastResort], unsampled };
}

/** The dotted path of every leaf (a plural form is a leaf of its own: `count_one`, `count_other`). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function blankLeaves(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => blankLeaves(inner, prefix ? `${prefix}.${key}` : key));
  }
  return typeof value === 'string' && value.trim() !== '' ? [] : [prefix];
}

/** The screen namespaces (`messages` is French only: English messages are their own keys). */
function screenNamespaces(): string[] {
  const data = i18n.store.data;
  const names = new Set([...Object.keys(data.en ?? {}), ...Object.keys(data.fr ?? {})]);
  names.delete('messages');
  return [...names].sort();
}

describe('the catalogues', () => {
  it('are all loaded, the shell and every feature', () => {
    expect(Object.keys(catalogueModules).length).toBeGreaterThan(15);
    expect(screenNamespaces()).toEqual(expect.arrayContaining(['translation', 'checklists', 'defects', 'vehicles']));
  });

  it('hold exactly the same keys in English and French in every namespace', () => {
    const differences = screenNamespaces().flatMap((namespace) => {
      const english = new Set(leafKeys(i18n.getResourceBundle('en', namespace) ?? {}));
      const french = new Set(leafKeys(i18n.getResourceBundle('fr', namespace) ?? {}));
      return [
        ...[...english].filter((key) => !french.has(key)).map((key) => `${namespace}:${key} has no French`),
        ...[...french].filter((key) => !english.has(key)).map((key) => `${namespace}:${key} has no English`),
      ];
    });
    expect(differences).toEqual([]);
  });

  it('leave no French text empty', () => {
    const blanks = screenNamespaces().flatMap((namespace) =>
      blankLeaves(i18n.getResourceBundle('fr', namespace) ?? {}).map((key) => `${namespace}:${key}`),
    );
    const blankMessages = Object.entries(i18n.getResourceBundle('fr', 'messages') ?? {})
      .filter(([, french]) => typeof french !== 'string' || french.trim() === '')
      .map(([english]) => `messages:${english}`);
    expect([...blanks, ...blankMessages]).toEqual([]);
  });
});

describe('the server and shared messages', () => {
  beforeAll(() => changeLanguage('fr'));
  afterAll(() => changeLanguage('en'));

  it('have samples for every shared function that writes a message', () => {
    expect(sharedMessages().unsampled).toEqual([]);
  });

  it('each have a French translation of their own', () => {
    const { messages } = sharedMessages();
    expect(messages.length).toBeGreaterThan(300);
    const untranslated = messages.filter(
      (message) => !sameInFrench.has(message) && (catalogueFrench(message) ?? message) === message,
    );
    expect(untranslated).toEqual([]);
  });

  it('word a missing field the server names itself in French', () => {
    expect(sharedMessages().lastResort.map(translateMessage)).toEqual([
      'Le champ «\u00a0Equipment number\u00a0» est requis.',
    ]);
  });
});

// Proves the layout rules of eslint.config.js still catch what they are for: lints planted imports
// (never written to disk) with the project's own configuration and expects each verdict. A rule that
// silently stopped resolving imports (a missing resolver, a renamed folder) would pass every file;
// this check fails instead. Run by `npm run lint`. Usage: node scripts/check-boundaries.mjs
import { ESLint } from 'eslint';

const checkedRules = new Set(['boundaries/dependencies', 'no-restricted-imports']);

/** [where the planted file sits, its code, the rule expected to refuse it (null: allowed)] */
const cases = [
  [
    'a server feature reaching into another feature',
    'server/src/features/income/planted.ts',
    "import { findVehicleRow } from '../vehicles/queries.js';\nexport const planted = findVehicleRow;\n",
    'boundaries/dependencies',
  ],
  [
    'a server feature using another through its index.ts',
    'server/src/features/income/planted.ts',
    "import { findVehicleRow } from '../vehicles/index.js';\nexport const planted = findVehicleRow;\n",
    null,
  ],
  [
    'a server records feature importing a processes feature (a layer above)',
    'server/src/features/vehicles/planted.ts',
    "import { releaseVehicleAssignments } from '../assignments/index.js';\nexport const planted = releaseVehicleAssignments;\n",
    'boundaries/dependencies',
  ],
  [
    'a server processes feature importing a records feature (a layer below)',
    'server/src/features/assignments/planted.ts',
    "import { findVehicleRow } from '../vehicles/index.js';\nexport const planted = findVehicleRow;\n",
    null,
  ],
  [
    'a server feature in no layer importing another feature',
    'server/src/features/unlisted/planted.ts',
    "import { findVehicleRow } from '../vehicles/index.js';\nexport const planted = findVehicleRow;\n",
    'boundaries/dependencies',
  ],
  [
    'shared server code importing a feature',
    'server/src/lib/planted.ts',
    "import { vehicleRoutes } from '../features/vehicles/index.js';\nexport const planted = vehicleRoutes;\n",
    'boundaries/dependencies',
  ],
  // Planted as app.ts itself: the other top-level files (config.ts, logger.ts...) are shared code.
  [
    'the server app importing a feature file other than its index.ts or routes modules',
    'server/src/app.ts',
    "import { getVehicle } from './features/vehicles/service.js';\nexport const planted = getVehicle;\n",
    'boundaries/dependencies',
  ],
  [
    'the server app taking a feature’s route plugin from its routes module',
    'server/src/app.ts',
    "import { vehicleRoutes } from './features/vehicles/routes.js';\nexport const planted = vehicleRoutes;\n",
    null,
  ],
  [
    'a web feature reaching into another feature',
    'web/src/features/activity-log/planted.ts',
    "import { getVehicles } from '../vehicles/api/get-vehicles';\nexport const planted = getVehicles;\n",
    'boundaries/dependencies',
  ],
  [
    'a web feature using another through its index.ts',
    'web/src/features/activity-log/planted.ts',
    "import { useEquipmentNumbers } from '../vehicles';\nexport const planted = useEquipmentNumbers;\n",
    null,
  ],
  [
    'a web records feature importing a processes feature (upward)',
    'web/src/features/vehicles/planted.ts',
    "import { newWorkOrderPath } from '../work-orders';\nexport const planted = newWorkOrderPath;\n",
    'boundaries/dependencies',
  ],
  [
    'a web processes feature importing a records feature (downward)',
    'web/src/features/work-orders/planted.ts',
    "import { useEquipmentNumbers } from '../vehicles';\nexport const planted = useEquipmentNumbers;\n",
    null,
  ],
  [
    'a web feature handing another a component through its index.ts',
    'web/src/features/work-orders/index.ts',
    "export { WorkOrderForm } from './components/work-order-form';\n",
    'no-restricted-imports',
  ],
  [
    'the web app composing a feature’s component',
    'web/src/app/routes/planted.tsx',
    "import { OverviewSection } from '../../features/vehicles/overview/components/overview-section';\nexport const planted = OverviewSection;\n",
    null,
  ],
  [
    'the web app importing a screen without a lazy import()',
    'web/src/app/routes/planted.tsx',
    "import Screen from '../../features/drivers/drivers-screen';\nexport const planted = Screen;\n",
    'boundaries/dependencies',
  ],
  [
    'shared web code importing a feature',
    'web/src/lib/planted.ts',
    "import { useEquipmentNumbers } from '../features/vehicles';\nexport const planted = useEquipmentNumbers;\n",
    'boundaries/dependencies',
  ],
  [
    'the web app importing server code',
    'web/src/lib/planted.ts',
    "import { AppError } from '../../../server/src/lib/errors';\nexport const planted = AppError;\n",
    'boundaries/dependencies',
  ],
  [
    'the shared package importing web code',
    'shared/src/planted.ts',
    "import { api } from '../../web/src/lib/api-client';\nexport const planted = api;\n",
    'boundaries/dependencies',
  ],
  [
    'Drizzle in a service',
    'server/src/features/income/planted.ts',
    "import { eq } from 'drizzle-orm';\nexport const planted = eq;\n",
    'no-restricted-imports',
  ],
  [
    'Mantine’s NumberInput in a web form',
    'web/src/features/fuel/components/planted.tsx',
    "import { NumberInput } from '@mantine/core';\nexport const planted = NumberInput;\n",
    'no-restricted-imports',
  ],
];

const eslint = new ESLint({
  // Only the layout rules run, without type information: the verdicts do not need it.
  ruleFilter: ({ ruleId }) => checkedRules.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

let failures = 0;
for (const [name, filePath, code, expectedRule] of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.find((message) => message.fatal);
  const refusedBy = result.messages.map((message) => message.ruleId).filter((ruleId) => checkedRules.has(ruleId));
  const passed = !fatal && (expectedRule ? refusedBy.includes(expectedRule) : refusedBy.length === 0);
  if (!passed) failures += 1;
  const verdict = expectedRule ? `refused by ${expectedRule}` : 'allowed';
  const seen = fatal ? `parse error: ${fatal.message}` : refusedBy.length ? refusedBy.join(', ') : 'nothing';
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}: expected ${verdict}, saw ${seen}`);
}
console.log(`check-boundaries: ${cases.length - failures} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);

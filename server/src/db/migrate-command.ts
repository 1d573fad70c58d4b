import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { applyMigrations } from './migrate.js';

const config = loadConfig();
const handle = await openDatabase(config);
await applyMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.engine}).`);

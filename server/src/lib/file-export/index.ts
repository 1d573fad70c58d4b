export * from './batches.js';
export * from './export-route.js';
export * from './file-columns.js';
export * from './send-file.js';

export * from './column.js';
export * from './defects.js';

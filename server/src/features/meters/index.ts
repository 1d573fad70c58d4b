/** Odometer and hour meter readings (issue 37): what the forms and imports that take a reading use. */
export { clockLeeway, recordMeterReadings, type BatchSummary } from './batch.js';
export { keepMeterReading, recordMeterReading, type NewMeterReading, type RecordedReading } from './record.js';
export { memoryBook } from './memory-book.js';
export { moveRecordReading, recordFormReading, voidRecordReading } from './record-edits.js';
export { keepRecordReading } from './record-correction.js';

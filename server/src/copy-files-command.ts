import path from 'node:path';
import { loadConfig } from './config.js';
import { copyLocalFilesToS3 } from './lib/copy-files-to-s3.js';

/** `npm run files:copy-to-s3`: moves an instance's uploaded files into the configured bucket. */
const config = loadConfig();
if (!config.services.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT and the keys for a server other than AWS) first.');
  process.exit(1);
}
const root = path.join(config.dataDir, 'files');
const summary = await copyLocalFilesToS3(root, config.services.s3);
process.stdout.write(
  `Copied ${summary.copied} files from ${root} to bucket ${config.services.s3.bucket}; ` +
    `${summary.alreadyThere} were already there.\n`,
);
if (summary.skipped.length > 0) {
  process.stdout.write(`Skipped (not files the app made): ${summary.skipped.join(', ')}\n`);
}

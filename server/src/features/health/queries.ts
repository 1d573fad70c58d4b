// The ping lives with the database layer, which knows how to ask each engine without queueing.
export { pingDatabase } from '../../db/client.js';

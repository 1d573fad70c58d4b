/**
 * Bulk import from CSV or XLSX. The list screens of vehicles, drivers, rates, fire extinguishers
 * and first aid kits show the Import button; the router loads the screen lazily from its file.
 */
export { ImportButton } from './components/import-button';

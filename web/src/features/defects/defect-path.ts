import type { Role } from '@fleet-ops/shared';
import { generatePath } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The address of a defect's detail page: admins have theirs, drivers and supervisors theirs
 * (another shell, the same screen), so a link never leads to a page the reader's guard refuses.
 */
export function defectPath(id: number, role: Role | undefined): string {
  return generatePath(role === 'admin' || role === undefined ? paths.defect : paths.crewDefect, { id: String(id) });
}

/** The Defects list for the reader's role. */
export function defectsListPath(role: Role | undefined): string {
  return role === 'admin' || role === undefined ? paths.defects : paths.crewDefects;
}

/** Where the reader reports a defect, the vehicle preselected when given (`?vehicle=<id>`). */
export function reportDefectPath(role: Role | undefined, vehicleId?: number): string {
  const path = role === 'admin' || role === undefined ? paths.adminReportDefect : paths.reportDefect;
  return vehicleId === undefined ? path : `${path}?${new URLSearchParams({ vehicle: String(vehicleId) }).toString()}`;
}

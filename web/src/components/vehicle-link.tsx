import { Anchor } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/auth';

/** The address of a vehicle's record page. */
export function vehicleRecordPath(vehicleId: number): string {
  return generatePath(paths.vehicleOverview, { id: String(vehicleId) });
}

type VehicleLinkProps = {
  /** null for a row whose vehicle was deleted (a log entry keeps its equipment number). */
  vehicleId: number | null | undefined;
  equipmentNumber: string;
};

/**
 * An equipment number shown outside the Vehicles list, opening the vehicle's record. The record
 * is an admin screen: supervisors and drivers (the Checklists screen shares Home's columns) get
 * the plain text, as does a row whose vehicle is gone.
 */
export function VehicleLink({ vehicleId, equipmentNumber }: VehicleLinkProps) {
  const role = useCurrentUser()?.role;
  const mayOpen = role === undefined || role === 'admin';
  if (vehicleId === null || vehicleId === undefined || !mayOpen) return <>{equipmentNumber}</>;
  // Inside a row that opens something itself (a checklist's detail), the link does only its own job.
  return (
    <Anchor
      component={Link}
      to={vehicleRecordPath(vehicleId)}
      size="sm"
      fw={500}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {equipmentNumber}
    </Anchor>
  );
}

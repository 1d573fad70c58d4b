import { crashAdmin, killServer, type ServerProcess } from './crash-server.js';

/** JSON calls to the child server, as the web app makes them. */
export async function call(baseUrl: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => undefined)) as { data?: unknown; message?: string } | undefined,
  };
}

export async function signInAdmin(baseUrl: string): Promise<string> {
  const login = await call(baseUrl, 'POST', '/api/login', undefined, crashAdmin);
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return (login.body?.data as { token: string }).token;
}

/** A vehicle to book appointments for, and the location to book them at. */
export async function prepareBookings(baseUrl: string, token: string) {
  const vehicle = await call(baseUrl, 'POST', '/api/vehicles', token, {
    equipment_number: 'CRASH-1',
    ownership_type: 'rent',
    vehicle_type: 'Ford F-150',
    VIN_no: '1FTFW1E50PFACRASH',
    vehicle_parent_type: 'Light Duty Truck',
    license_plate_no: 'CRASH1',
    last_odm_read: 1000,
    mine: 'yes',
    ppe_no: 'PPE-CRASH',
    location: 'ZV',
    inspection_status: 'pending',
  });
  if (vehicle.status !== 201) throw new Error(`Vehicle not created: ${JSON.stringify(vehicle.body)}`);
  const locations = await call(baseUrl, 'GET', '/api/locations', token);
  const location = (locations.body?.data as { id: number }[])[0];
  if (!location) throw new Error('No location to book at.');
  return { vinNo: '1FTFW1E50PFACRASH', locationId: location.id };
}

/** The nth booking: each its own day and minute, so none collides with another. */
export function booking(index: number, target: { vinNo: string; locationId: number }) {
  const day = new Date(Date.UTC(2027, 0, 1 + Math.floor(index / 600)));
  return {
    vehicle_no: target.vinNo,
    date_to_added: day.toISOString().slice(0, 10),
    appointment_type: 'Cleaning',
    location_id: target.locationId,
    time: `${String(7 + Math.floor((index % 600) / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
    comments: `Crash test booking ${index}`,
  };
}

/**
 * Books appointments from `lanes` concurrent callers and kills the server with SIGKILL once
 * `killAfter` bookings were acknowledged, while the others are still in flight. Answers the ids
 * the server acknowledged (201) before it died.
 */
export async function burstThenKill(
  server: ServerProcess,
  token: string,
  target: { vinNo: string; locationId: number },
  options: { lanes: number; killAfter: number },
): Promise<{ acknowledged: number[]; failedInFlight: number }> {
  const acknowledged: number[] = [];
  let next = 0;
  let failedInFlight = 0;
  let killing: Promise<void> | undefined;
  const lane = async () => {
    while (!killing) {
      const index = next++;
      try {
        const response = await call(server.baseUrl, 'POST', '/api/appointments', token, booking(index, target));
        // Busy (the embedded database's admission queue, or overload): refused before any work,
        // stored nothing. Try again after a pause, as a client would.
        if (response.status === 503) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        if (response.status !== 201)
          throw new Error(`Booking ${index}: ${response.status} ${JSON.stringify(response.body)}`);
        acknowledged.push((response.body?.data as { id: number }).id);
        if (acknowledged.length >= options.killAfter) killing ??= killServer(server);
      } catch (error) {
        if (!killing) throw error;
        failedInFlight += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.lanes }, lane));
  await killing;
  return { acknowledged, failedInFlight };
}

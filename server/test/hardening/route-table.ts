import type { Access } from '../../src/plugins/authentication.js';
import type { SeededId } from './seed.js';

/**
 * Who may call each route, written down independently of the route's own `config.access`, and a
 * path with real-looking parameters to call it with. The authorisation matrix fails for a route
 * missing here, for an entry whose route is gone, and for a route whose declaration differs.
 *
 * `path` names seeded rows in braces (`{vehicle}`: see `SeededId`); it is needed only when the
 * URL has parameters.
 */
export type RouteEntry = { access: Access; path?: string };

const anyone = { access: 'public' } as const;
const signedIn = { access: 'signed-in' } as const;
const admins = { access: ['admin'] } as const;
const adminsAndSupervisors = { access: ['admin', 'supervisor'] } as const;
const everyRole = { access: ['admin', 'supervisor', 'driver'] } as const;

const at = (entry: RouteEntry, path: `/${string}`): RouteEntry => ({ ...entry, path });

/** A valid export code: the random six hex characters that defeat caches. */
const code = 'a1b2c3';

export const routeTable: Record<string, RouteEntry> = {
  // Health, sign-in and the API docs.
  'GET /api/health': anyone,
  'POST /api/login': anyone,
  'POST /api/forget-password': anyone,
  'POST /api/reset-password': anyone,
  'POST /api/logout': signedIn,
  'GET /api/me': signedIn,
  'GET /api/auth/methods': anyone,
  'GET /api/auth/oidc/start': anyone,
  'GET /api/auth/oidc/callback': anyone,
  'POST /api/auth/oidc/session': anyone,
  'GET /api/api_tokens': admins,
  'POST /api/api_tokens': admins,
  'GET /api/api_tokens/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/api_tokens/${code}/export`),
  'DELETE /api/api_tokens/:id': at(admins, '/api/api_tokens/999999'),
  'GET /api/imports/:kind/template': at(admins, '/api/imports/vehicles/template'),
  'POST /api/imports/:kind': at(admins, '/api/imports/vehicles'),
  'GET /api/imports/:id': at(admins, '/api/imports/999999'),
  'POST /api/imports/:id/commit': at(admins, '/api/imports/999999/commit'),
  'GET /api/docs/': anyone,
  'GET /api/docs/json': anyone,
  'GET /api/docs/yaml': anyone,
  'GET /api/docs/static/index.html': anyone,
  'GET /api/docs/static/swagger-initializer.js': anyone,
  'GET /api/docs/static/*': at(anyone, '/api/docs/static/swagger-ui.css'),

  // The web app (only when it serves the built screens): public, the data comes from the API.
  // Its static routes are one per built file; the suite's stand-in build has these two.
  'GET /*': at(anyone, '/vehicles/12'),
  'GET /index.html': anyone,
  'GET /assets/app-1a2b3c.js': anyone,

  // Users and preferences.
  'GET /api/users': admins,
  'POST /api/users': admins,
  'POST /users/add/': admins,
  'GET /api/demo_data': admins,
  'DELETE /api/demo_data': admins,
  'GET /api/audit': admins,
  'GET /api/customization/:page': at(signedIn, '/api/customization/home'),
  'PUT /api/customization/:page': at(signedIn, '/api/customization/home'),
  'GET /api/week_trackings/weeks': signedIn,
  'POST /api/week_trackings/days': signedIn,
  'GET /api/locations': admins,

  // Drivers.
  'GET /api/drivers': admins,
  'POST /api/drivers': admins,
  'GET /api/drivers/:id': at(admins, '/api/drivers/{otherDriver}'),
  'PUT /api/drivers/:id': at(admins, '/api/drivers/{otherDriver}'),
  'DELETE /api/drivers/:id': at(admins, '/api/drivers/{otherDriver}'),
  'GET /api/drivers/:id/notifications': at(admins, '/api/drivers/{otherDriver}/notifications'),
  'GET /api/drivers/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/drivers/${code}/export`),
  'GET /api/drivers/data': adminsAndSupervisors,
  'GET /api/drivers/data/with-status': admins,
  'GET /api/drivers/assigned_vehicles': everyRole,
  'GET /api/drivers/assigned_vehicles/:id': at(everyRole, '/api/drivers/assigned_vehicles/{ownDriver}'),
  'POST /api/drivers/status/:id/:mode': at(admins, '/api/drivers/status/{otherDriver}/enabled'),
  'POST /api/notify': admins,
  'GET /api/assigned_drivers': admins,
  'GET /api/assigned_drivers/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/assigned_drivers/${code}/export`),
  'GET /api/assigned_drivers/upcoming': admins,

  // Pre-OP checklists.
  'GET /api/checklist': signedIn,
  'POST /api/checklist': signedIn,
  'GET /api/checklist/form_options': signedIn,
  'GET /api/checklist/:code(^[0-9a-fA-F]{6}$)/export': at(signedIn, `/api/checklist/${code}/export`),
  'GET /api/checklist/:id': at(signedIn, '/api/checklist/{checklist}'),
  'GET /api/checklist/:id/attachments/:attachmentId': at(
    signedIn,
    '/api/checklist/{checklist}/attachments/{attachment}',
  ),
  'GET /api/checklist/:id/signature': at(signedIn, '/api/checklist/{checklist}/signature'),
  // Admins, or whoever submitted it (the supervisor here; the driver cannot see it: 404).
  'POST /api/checklist/:id/amendments': at(signedIn, '/api/checklist/{supervisorChecklist}/amendments'),
  'DELETE /api/checklist/:id': at(admins, '/api/checklist/{checklist}'),
  // Countersignatures (issue 36): the rules (operator or current driver, valid, once) are the service's.
  'GET /api/checklist/to_countersign': signedIn,
  'POST /api/checklist/:id/countersign': at(signedIn, '/api/checklist/{supervisorChecklist}/countersign'),
  'GET /api/checklist/:id/countersignatures/:countersignatureId/signature': at(
    signedIn,
    '/api/checklist/{checklist}/countersignatures/999999/signature',
  ),

  // Inspection forms (issue 36): the built-in Pre-OP form is id 1 and its version 1 is published.
  'GET /api/inspection_forms': admins,
  'POST /api/inspection_forms': admins,
  'GET /api/inspection_forms/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/inspection_forms/${code}/export`),
  'POST /api/inspection_forms/import': admins,
  'GET /api/inspection_forms/:id': at(admins, '/api/inspection_forms/1'),
  'PUT /api/inspection_forms/:id': at(admins, '/api/inspection_forms/1'),
  'POST /api/inspection_forms/:id/publish': at(admins, '/api/inspection_forms/1/publish'),
  'GET /api/inspection_forms/:id/versions/:version': at(signedIn, '/api/inspection_forms/1/versions/1'),
  'GET /api/inspection_forms/:id/json': at(admins, '/api/inspection_forms/1/json'),
  'GET /api/vehicles/:id/inspection_form': at(signedIn, '/api/vehicles/{vehicle}/inspection_form'),
  'GET /api/vehicles/:id/open_defects': at(signedIn, '/api/vehicles/{vehicle}/open_defects'),
  'GET /api/site_settings': signedIn,
  'PUT /api/site_settings': admins,
  // Retention (issue 37): the periods on Settings, and disposal (an unknown vehicle: the seeded ones stay).
  'GET /api/retention_periods': admins,
  'PUT /api/retention_periods': admins,
  'POST /api/vehicles/:id/dispose': at(admins, '/api/vehicles/999999/dispose'),
  // The inspector's file (issue 37): supervisors for their crew's vehicles (others: 404).
  'GET /api/vehicles/:id/inspector_file': at(adminsAndSupervisors, '/api/vehicles/{vehicle}/inspector_file'),
  'GET /api/inspector_file': admins,
  'GET /api/defects/open/print': admins,

  // Renewals, the daily digest and the scheduled jobs (licences are in renewals: admins only).
  'GET /api/renewals': admins,
  'GET /api/renewals/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/renewals/${code}/export`),
  'GET /api/me/daily_digest': admins,
  'PUT /api/me/daily_digest': admins,
  'GET /api/scheduled_jobs': admins,
  'GET /api/webhooks': admins,
  'GET /api/webhooks/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/webhooks/${code}/export`),
  'POST /api/webhooks': admins,
  'PUT /api/webhooks/:id': at(admins, '/api/webhooks/{webhook}'),
  'DELETE /api/webhooks/:id': at(admins, '/api/webhooks/999999'),
  'POST /api/webhooks/:id/rotate_secret': at(admins, '/api/webhooks/999999/rotate_secret'),
  'POST /api/webhooks/:id/ping': at(admins, '/api/webhooks/999999/ping'),
  'GET /api/webhooks/:id/deliveries': at(admins, '/api/webhooks/{webhook}/deliveries'),
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': at(admins, '/api/webhooks/999999/deliveries/999999/resend'),
  'GET /api/vehicles/equipment_items': signedIn,
  'POST /api/vehicles/types': signedIn,

  // Vehicles.
  'GET /api/vehicles': admins,
  'POST /api/vehicles': admins,
  'GET /api/vehicles/:type': at(admins, '/api/vehicles/all_vehicles'),
  'GET /api/vehicles/:id(^\\d+$)': at(admins, '/api/vehicles/{vehicle}'),
  'PUT /api/vehicles/:id(^\\d+$)': at(admins, '/api/vehicles/{vehicle}'),
  'DELETE /api/vehicles/:id(^\\d+$)': at(admins, '/api/vehicles/{otherVehicle}'),
  'GET /api/vehicles/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/vehicles/${code}/export`),
  'PUT /api/vehicles/status/:id': at(admins, '/api/vehicles/status/{otherVehicle}'),
  'POST /api/vehicles/color': admins,
  'POST /api/vehicles/:id(^\\d+$)/upload_image': at(admins, '/api/vehicles/{vehicle}/upload_image'),
  'GET /api/vehicles/:id(^\\d+$)/files/:image_key': at(admins, '/api/vehicles/{vehicle}/files/image_1'),
  'GET /api/vehicles/:id/overview': at(admins, '/api/vehicles/{vehicle}/overview'),
  'POST /api/vehicles/qr_labels': admins,
  'GET /api/vehicles/:id(^\\d+$)/qr_code': at(admins, '/api/vehicles/{vehicle}/qr_code'),
  'DELETE /api/vehicles/:id(^\\d+$)/remove_image/:image_key': at(
    admins,
    '/api/vehicles/{vehicle}/remove_image/image_1',
  ),
  'POST /api/vehicles/:id(^\\d+$)/assign_driver': at(admins, '/api/vehicles/{vehicle}/assign_driver'),
  'DELETE /api/vehicles/remove_driver/:assignment_id': at(admins, '/api/vehicles/remove_driver/{assignment}'),
  'GET /api/vehicles/equipment_numbers': adminsAndSupervisors,
  'GET /api/vehicles/equipment/with-types': adminsAndSupervisors,
  'GET /api/vehicles/ids': adminsAndSupervisors,
  'GET /api/vehicle_types': admins,

  // Appointments, fire extinguishers, first aid kits.
  'GET /api/appointments': admins,
  'POST /api/appointments': admins,
  'GET /api/appointments/types': admins,
  'GET /api/appointments/:id': at(admins, '/api/appointments/{appointment}'),
  'PUT /api/appointments/:id': at(admins, '/api/appointments/{appointment}'),
  'DELETE /api/appointments/:id': at(admins, '/api/appointments/{appointment}'),
  'GET /api/appointments/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/appointments/${code}/export`),
  'POST /api/appointments/:id/done': at(admins, '/api/appointments/{appointment}/done'),
  'DELETE /api/appointments/:id/done': at(admins, '/api/appointments/{appointment}/done'),
  'GET /api/inspections': admins,
  'POST /api/inspections': admins,
  'GET /api/inspections/:id': at(admins, '/api/inspections/{inspection}'),
  'PUT /api/inspections/:id': at(admins, '/api/inspections/{inspection}'),
  'DELETE /api/inspections/:id': at(admins, '/api/inspections/{inspection}'),
  'GET /api/inspections/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/inspections/${code}/export`),
  'GET /api/first_aid_kits': admins,
  'POST /api/first_aid_kits': admins,
  'GET /api/first_aid_kits/:id': at(admins, '/api/first_aid_kits/{kit}'),
  'PUT /api/first_aid_kits/:id': at(admins, '/api/first_aid_kits/{kit}'),
  'DELETE /api/first_aid_kits/:id': at(admins, '/api/first_aid_kits/{kit}'),
  'GET /api/first_aid_kits/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/first_aid_kits/${code}/export`),

  // Tracking, rates, income.
  'GET /api/trackings': admins,
  'PUT /api/trackings': admins,
  'GET /api/trackings/status/:id': at(admins, '/api/trackings/status/{tracking}'),
  'POST /api/trackings/status/:id': at(admins, '/api/trackings/status/{tracking}'),
  'GET /api/tracking/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/tracking/${code}/export`),
  'GET /api/rates': admins,
  'GET /api/rates/:id': at(admins, '/api/rates/{rate}'),
  'PUT /api/rates/:id': at(admins, '/api/rates/{rate}'),
  'GET /api/rates/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/rates/${code}/export`),
  'PUT /api/income': admins,
  'POST /api/income/data': admins,
  'GET /api/income/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/income/${code}/export`),

  // Reports, their exports, the dashboard, the checklist PDF.
  'GET /api/dashboard/alerts': admins,
  'POST /api/reports/cleaning': admins,
  'POST /api/reports/cleaning/:type': at(admins, '/api/reports/cleaning/SUV'),
  'POST /api/reports/maintenance': admins,
  'POST /api/reports/maintenance/:type': at(admins, '/api/reports/maintenance/all'),
  'POST /api/reports/inspection/:type': at(admins, '/api/reports/inspection/expired'),
  'POST /api/reports/reg_renewal/:type': at(admins, '/api/reports/reg_renewal/upcoming'),
  'POST /api/reports/vehicle_types/:type': at(admins, '/api/reports/vehicle_types/all'),
  'POST /api/reports/pre_use_inspection': admins,
  'POST /api/reports/profit_loss': admins,
  'GET /api/cleaning/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/cleaning/${code}/export`),
  'GET /api/maintenance/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/maintenance/${code}/export`),
  'GET /api/inspection/:type/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/inspection/all/${code}/export`),
  'GET /api/reg_renewal/:type/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/reg_renewal/expired/${code}/export`),
  'GET /api/vehicle_types/:type/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/vehicle_types/SUV/${code}/export`),
  'GET /api/pre_use_inspection/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/pre_use_inspection/${code}/export`),
  'GET /api/profit_loss/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/profit_loss/${code}/export`),
  'POST /api/reports/defects': admins,
  'GET /api/defects_report/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/defects_report/${code}/export`),
  'GET /api/checklist/:id/pdf': at(signedIn, '/api/checklist/{checklist}/pdf'),

  // Defects and the checklist items' classes.
  'GET /api/checklist_items': signedIn,
  'PUT /api/checklist_items': admins,
  'GET /api/defects': signedIn,
  'GET /api/defects/:code(^[0-9a-fA-F]{6}$)/export': at(signedIn, `/api/defects/${code}/export`),
  'GET /api/defects/:id': at(signedIn, '/api/defects/{defect}'),
  'POST /api/defects': everyRole,
  'GET /api/defects/:id/report_photos/:photoId': at(signedIn, '/api/defects/{defect}/report_photos/1'),
  'POST /api/defects/:id/acknowledge': at(admins, '/api/defects/{defect}/acknowledge'),
  'POST /api/defects/:id/repair': at(admins, '/api/defects/{defect}/repair'),
  'GET /api/defects/:id/repair_photos/:photoId': at(signedIn, '/api/defects/{defect}/repair_photos/1'),
  'POST /api/defects/:id/verify': at(adminsAndSupervisors, '/api/defects/{repairedDefect}/verify'),
  'POST /api/defects/:id/close': at(admins, '/api/defects/{closableDefect}/close'),

  // Service tasks and each vehicle's maintenance status (office screens, like vehicles).
  'GET /api/service_tasks': admins,
  'POST /api/service_tasks': admins,
  'GET /api/service_tasks/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/service_tasks/${code}/export`),
  'GET /api/service_tasks/:id': at(admins, '/api/service_tasks/{serviceTask}'),
  'PUT /api/service_tasks/:id': at(admins, '/api/service_tasks/{serviceTask}'),
  'DELETE /api/service_tasks/:id': at(admins, '/api/service_tasks/{otherServiceTask}'),
  'GET /api/maintenance': admins,
  'GET /api/maintenance/status/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/maintenance/status/${code}/export`),
  'POST /api/maintenance/completions': admins,

  // Work orders (an office screen) and fuel (drivers add fill-ups for their own vehicles).
  'GET /api/work_orders': admins,
  'GET /api/work_orders/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/work_orders/${code}/export`),
  'GET /api/work_orders/service_tasks': admins,
  'GET /api/work_orders/:id': at(admins, '/api/work_orders/{workOrder}'),
  'POST /api/work_orders': admins,
  'PUT /api/work_orders/:id': at(admins, '/api/work_orders/{workOrder}'),
  'POST /api/work_orders/:id/status': at(admins, '/api/work_orders/{workOrder}/status'),
  'DELETE /api/work_orders/:id': at(admins, '/api/work_orders/{workOrder}'),
  'GET /api/work_orders/:id/maintenance_sheet': at(admins, '/api/work_orders/{maintenanceWorkOrder}/maintenance_sheet'),
  'PUT /api/work_orders/:id/maintenance_sheet': at(admins, '/api/work_orders/{maintenanceWorkOrder}/maintenance_sheet'),
  'GET /api/work_orders/:id/maintenance_sheet/pdf': at(
    admins,
    '/api/work_orders/{maintenanceWorkOrder}/maintenance_sheet/pdf',
  ),
  'GET /api/fuel_entries': admins,
  'GET /api/fuel_entries/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/fuel_entries/${code}/export`),
  // Issue 37: meters.
  'GET /api/vehicles/:id/meter_readings': at(admins, '/api/vehicles/{vehicle}/meter_readings'),
  'GET /api/meter_readings/:code(^[0-9a-fA-F]{6}$)/export': at(admins, `/api/meter_readings/${code}/export`),
  'POST /api/meter_readings': admins,
  'POST /api/meter_readings/:id/void': at(admins, '/api/meter_readings/{meterReading}/void'),
  'GET /api/fuel_entries/vehicles': signedIn,
  'GET /api/fuel_entries/economy/:id': at(admins, '/api/fuel_entries/economy/{vehicle}'),
  'GET /api/fuel_entries/:id': at(admins, '/api/fuel_entries/{fuelEntry}'),
  'POST /api/fuel_entries': signedIn,
  'PUT /api/fuel_entries/:id': at(admins, '/api/fuel_entries/{fuelEntry}'),
  'DELETE /api/fuel_entries/:id': at(admins, '/api/fuel_entries/{fuelEntry}'),
};

/** The entry's path with the seeded ids put in, or the route's own URL when it has no parameters. */
export function samplePath(url: string, entry: RouteEntry, ids: Record<SeededId, number>): string {
  const path = entry.path ?? url;
  if (path.includes(':')) throw new Error(`The route table needs a sample path for ${url}.`);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name as SeededId];
    if (id === undefined) throw new Error(`No seeded ${name} for ${url}.`);
    return String(id);
  });
}

/** Access as one comparable text: `public`, `signed-in`, or the roles sorted. */
export function accessText(access: Access): string {
  return typeof access === 'string' ? access : [...access].sort().join(', ');
}

/** Whether a signed-in role gets past the route's access check. */
export function allows(access: Access, role: string): boolean {
  return access === 'public' || access === 'signed-in' || (access as readonly string[]).includes(role);
}
